import { randomBytes, randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type InvitePartnerRequest, PARTNER_TEXTS, STAFF_TEXTS, type UpdatePartnerRequest } from '@luggage/contracts';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { DomainError, NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { findUserByEmail } from './user-lookup.js';

/** A partner's terms as stored (`partner`), with its account's address and whether its invitation is still open. */
export interface PartnerAccount {
  id: number;
  userId: number | null;
  name: string;
  email: string;
  contactName: string;
  code: string;
  sharePercent: number;
  discountPercent: number;
  onAccount: boolean;
  active: boolean;
  invitationPending: boolean;
  /** As its monthly invoices name the business; null: none given. */
  companyAddress: string | null;
  vatNumber: string | null;
}

/** What a partner link's code gives a checkout: the partner it counts for and its discount. */
export interface PartnerLinkTerms {
  partnerId: number;
  discountPercent: number;
}

/** Letters and digits no one mistakes for each other when reading a code aloud (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;
const CODE_ATTEMPTS = 5;

const drawCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const notPartner = () => new NotFoundError('PARTNER.NOT_FOUND', PARTNER_TEXTS.notPartner);

const SELECT = `select p.id, p.user_id, p.name, coalesce(u.email, '') as email, p.contact_name, p.code, p.share_percent, p.discount_percent,
         p.on_account, p.active, p.company_address, p.vat_number,
         exists (select 1 from password_reset_token t
                 where t.user_id = p.user_id and t.purpose = 'invitation' and t.used_at is null and t.expires_at > now()) as invitation_pending
  from partner p left join app_user u on u.id = p.user_id`;

interface PartnerRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  contact_name: string;
  code: string;
  share_percent: number;
  discount_percent: number;
  on_account: boolean;
  active: boolean;
  invitation_pending: boolean;
  company_address: string | null;
  vat_number: string | null;
}

const toAccount = (row: PartnerRow): PartnerAccount => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  email: row.email,
  contactName: row.contact_name,
  code: row.code,
  sharePercent: Number(row.share_percent),
  discountPercent: Number(row.discount_percent),
  onAccount: row.on_account,
  active: row.active,
  invitationPending: row.invitation_pending,
  companyAddress: row.company_address,
  vatNumber: row.vat_number,
});

/** A blank address or VAT number is none. */
const orNull = (text: string | null | undefined): string | null => (text ? text : null);

/**
 * Partners (issue 41, part 5), run by admins like the team: an invitation makes an account with the partner role
 * (or gives it to a customer's account) and the partner's terms, with a link code drawn here, and the set-password
 * email in the same commit. The terms are read by the checkout (a link's code) and the partner's own pages.
 */
@Injectable()
export class PartnerAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PasswordResetService,
    private readonly passwords: PasswordHasher,
  ) {}

  async invite(request: InvitePartnerRequest): Promise<PartnerAccount> {
    const unusablePassword = await this.passwords.hash(randomBytes(32).toString('base64url'));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.byId(await this.em.fork().transactional((tx) => this.insert(tx, request, unusablePassword)));
      } catch (error) {
        // Another code drawn at that moment, or the address registered itself then: the next attempt sees it.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        if (attempt >= CODE_ATTEMPTS) throw new DomainError('PARTNER.RACE', 'conflict', STAFF_TEXTS.changedMeanwhile);
      }
    }
  }

  private async insert(tx: EntityManager, request: InvitePartnerRequest, unusablePassword: string): Promise<number> {
    // One invitation of an address at a time: a second (a double click) then finds the first's partner.
    await holdTransactionLock(tx, `partner-invite:${request.email}`);
    const existing = await findUserByEmail(tx, request.email);
    if (existing?.role === 'partner') throw ValidationFailedError.forField('email', PARTNER_TEXTS.alreadyPartner);
    if (existing && existing.role !== 'customer') throw ValidationFailedError.forField('email', PARTNER_TEXTS.otherRole);
    const user = existing ?? new User({ name: request.contactName ?? request.name, email: request.email, passwordHash: unusablePassword });
    user.role = 'partner';
    await tx.persist(user).flush();
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into partner (user_id, name, contact_name, code, share_percent, discount_percent, on_account, company_address, vat_number) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [user.id, request.name, request.contactName ?? request.name, drawCode(), request.sharePercent, request.discountPercent ?? 0, request.onAccount, orNull(request.companyAddress), orNull(request.vatNumber)],
    );
    await this.links.issue(tx, user.id, 'invitation');
    return row.id;
  }

  async update(id: number, request: UpdatePartnerRequest): Promise<PartnerAccount> {
    const changed = await this.em
      .fork()
      .execute(
        `update partner set share_percent = ?, discount_percent = ?, on_account = ?, active = ?,
           company_address = case when ? then ? else company_address end, vat_number = case when ? then ? else vat_number end, updated_at = now()
         where id = ? returning id`,
        [
          request.sharePercent,
          request.discountPercent,
          request.onAccount,
          request.active,
          request.companyAddress !== undefined,
          orNull(request.companyAddress),
          request.vatNumber !== undefined,
          orNull(request.vatNumber),
          id,
        ],
      );
    if (changed.length === 0) throw notPartner();
    return this.byId(id);
  }

  async list(): Promise<PartnerAccount[]> {
    return (await this.em.fork().execute<PartnerRow[]>(`${SELECT} order by lower(p.name), p.id`)).map(toAccount);
  }

  async byId(id: number): Promise<PartnerAccount> {
    const [row] = await this.em.fork().execute<PartnerRow[]>(`${SELECT} where p.id = ?`, [id]);
    if (!row) throw notPartner();
    return toAccount(row);
  }

  /** The signed-in partner's terms: null when the account is no (longer an) active partner's. */
  async ofUser(userId: number): Promise<PartnerAccount | null> {
    const [row] = await this.em.fork().execute<PartnerRow[]>(`${SELECT} where p.user_id = ? and p.active and u.role = 'partner'`, [userId]);
    return row ? toAccount(row) : null;
  }

  /** An active partner's link: its id and discount; null for an unknown or inactive code. */
  async linkTerms(code: string): Promise<PartnerLinkTerms | null> {
    const [row] = await this.em.fork().execute<{ id: number; discount_percent: number }[]>(`select id, discount_percent from partner where code = ? and active`, [code.toUpperCase()]);
    return row ? { partnerId: row.id, discountPercent: Number(row.discount_percent) } : null;
  }
}
