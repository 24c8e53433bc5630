import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { normalisePromoCode } from '@luggage/contracts';
import { NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';
import { PromoCodeRecord } from './entities/index.js';
import type { PromoCodeRules } from './promo-rules.js';

/** A code as an admin makes it: pence, 'YYYY-MM-DD' days, ids already checked against the catalog. */
export interface NewPromoCode {
  code: string;
  percentOff: number | null;
  amountOffPence: number | null;
  validFrom: string;
  validTo: string;
  maxUses: number;
  maxUsesPerEmail: number | null;
  minSpendPence: number;
  locationIds: number[];
  itemIds: number[];
}

const rulesOf = (row: PromoCodeRecord): PromoCodeRules => ({
  id: row.id,
  code: row.code,
  percentOff: row.percentOff,
  amountOffPence: row.amountOffPence,
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  maxUsesPerEmail: row.maxUsesPerEmail,
  minSpendPence: row.minSpendPence,
  locationIds: row.locationIds,
  itemIds: row.itemIds,
  active: row.active,
});

/** The codes admins make (promo_code), read fresh so every instance sees a new or deactivated code at once. */
@Injectable()
export class PromoCodeService {
  constructor(private readonly em: EntityManager) {}

  /** A new code; one already written (any case) is a 422 under `code`, ten at once included. */
  async create(input: NewPromoCode, actor: string): Promise<PromoCodeRecord> {
    const em = this.em.fork();
    const row = em.create(PromoCodeRecord, { ...input, code: normalisePromoCode(input.code), createdBy: actor.slice(0, 120) });
    try {
      await em.persist(row).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw ValidationFailedError.forField('code', message('validation:form.promoCodeTaken', { code: row.code }));
      throw error;
    }
    return row;
  }

  /** Every code, newest first. */
  list(): Promise<PromoCodeRecord[]> {
    return this.em.fork().find(PromoCodeRecord, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Stops a code applying to any new checkout; bookings made with it keep it. Asking twice changes nothing more. */
  async deactivate(id: number): Promise<PromoCodeRecord> {
    const em = this.em.fork();
    const row = await em.findOne(PromoCodeRecord, { id });
    if (!row) throw new NotFoundError('PRICING.PROMO_CODE_NOT_FOUND', 'No promo code has this id.');
    row.active = false;
    await em.flush();
    return row;
  }

  /** The code as written in any case, or null when there is none. */
  async find(code: string, em: EntityManager = this.em.fork()): Promise<PromoCodeRules | null> {
    const row = await em.findOne(PromoCodeRecord, { code: normalisePromoCode(code) });
    return row ? rulesOf(row) : null;
  }

  /** The code by its id (a booking's), or null when there is none. */
  async findById(id: number, em: EntityManager = this.em.fork()): Promise<PromoCodeRules | null> {
    const row = await em.findOne(PromoCodeRecord, { id });
    return row ? rulesOf(row) : null;
  }

  /**
   * The code's row locked for the rest of the transaction, as it is now: checkouts spending one code take turns from
   * here, so each counts the uses the one before committed (the last lock of a checkout: after the booking's and the
   * capacity's, docs/decisions.md "One lock order").
   */
  async lock(tx: EntityManager, id: number): Promise<PromoCodeRules | null> {
    const row = await tx.findOne(PromoCodeRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return row ? rulesOf(row) : null;
  }
}
