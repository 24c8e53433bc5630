import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One live verification link per user (a new one replaces it). Only the SHA-256 of the emailed token is kept,
 * with the address the link was sent to: it verifies that address only, and only while it is still the account's.
 */
@Entity({ tableName: 'email_verification_token' })
export class EmailVerificationToken {
  @PrimaryKey()
  id!: number;

  @Property()
  userId: number;

  @Property({ length: 254 })
  email: string;

  @Property({ length: 64, hidden: true })
  tokenHash: string;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property()
  expiresAt: Date;

  @Property({ nullable: true })
  usedAt: (Date & Opt) | null = null;

  constructor(props: { userId: number; email: string; tokenHash: string; expiresAt: Date }) {
    this.userId = props.userId;
    this.email = props.email;
    this.tokenHash = props.tokenHash;
    this.expiresAt = props.expiresAt;
  }
}
