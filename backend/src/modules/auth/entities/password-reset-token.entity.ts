import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One live reset token per user; only the SHA-256 of the emailed token is kept. */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken {
  @PrimaryKey()
  id!: number;

  @Property()
  userId: number;

  @Property({ length: 64, hidden: true })
  tokenHash: string;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property()
  expiresAt: Date;

  @Property({ nullable: true })
  usedAt: (Date & Opt) | null = null;

  constructor(props: { userId: number; tokenHash: string; expiresAt: Date }) {
    this.userId = props.userId;
    this.tokenHash = props.tokenHash;
    this.expiresAt = props.expiresAt;
  }
}
