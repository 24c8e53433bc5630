import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { UserRole } from '../roles.js';

@Entity({ tableName: 'app_user' })
export class User {
  @PrimaryKey()
  id!: number;

  @Property({ length: 100 })
  name: string;

  /** Stored lowercased; unique case-insensitively. */
  @Property({ length: 254 })
  email: string;

  @Property({ hidden: true, lazy: true })
  passwordHash: string;

  /** 'customer', 'staff', 'driver' or 'admin' (a check constraint keeps it to those). */
  @Property({ type: 'string', length: 20 })
  role: UserRole & Opt = 'customer';

  /** When the current email was proven by its emailed link; null until then, and again after an email change. */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: (Date & Opt) | null = null;

  /** Raised by a password reset: a device cookie of an earlier version no longer spares the login cap (device-cookie.ts). */
  @Property({ hidden: true })
  deviceCookieVersion: number & Opt = 0;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { name: string; email: string; passwordHash: string; role?: UserRole }) {
    this.name = props.name;
    this.email = props.email.toLowerCase();
    this.passwordHash = props.passwordHash;
    this.role = props.role ?? 'customer';
  }
}
