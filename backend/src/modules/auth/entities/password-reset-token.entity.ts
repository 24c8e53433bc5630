import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Why the link was sent: a forgotten password, or an admin's invitation to set the first one. */
export type PasswordTokenPurpose = 'reset' | 'invitation';

/** One live password-set token per user (a reset or a staff invitation); only the SHA-256 of the emailed token is kept. */
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

  @Property({ type: 'string', length: 20 })
  purpose: PasswordTokenPurpose & Opt = 'reset';

  @Property({ nullable: true })
  usedAt: (Date & Opt) | null = null;

  constructor(props: { userId: number; tokenHash: string; expiresAt: Date; purpose?: PasswordTokenPurpose }) {
    this.userId = props.userId;
    this.tokenHash = props.tokenHash;
    this.expiresAt = props.expiresAt;
    this.purpose = props.purpose ?? 'reset';
  }
}
