import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Language, normalisePromoCode, withPartnerDiscount, penceToPounds, PROMO_CODE_PATTERN, type PromoCheckAnswer, type PromoRefusal, promoRefusalMessage, todayInLondon } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { localise, message, type Message } from '../../../shared/i18n/message.js';
import { PartnerAccounts } from '../../auth/index.js';
import { CatalogService } from '../../catalog/index.js';
import { judgePromo, judgeUses, priceItems, PromoCodeService } from '../../pricing/index.js';
import { parseItemsParam, type PromoCheckQueryDto } from './dto/promo-check-query.dto.js';
import { usesOf } from './promo-uses.js';

/**
 * GET /api/promo-codes/{code}: whether a code applies to a basket (a point, its items and nights), priced as the
 * checkout prices it, with the reason in the request's language when it does not and what it would take off when
 * it does. A partner link's discount comes off first, as at the checkout. The email is not known here: the checkout
 * judges the per-email limit.
 */
@Injectable()
export class PromoCheckService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly promoCodes: PromoCodeService,
    private readonly partners: PartnerAccounts,
  ) {}

  async check(written: string, query: PromoCheckQueryDto, language: Language): Promise<PromoCheckAnswer> {
    const { pricing, location } = await this.catalog.getCheckoutCatalog(query.locationId);
    if (!location) throw ValidationFailedError.forField('locationId', message('validation:location.unavailable'));
    const priced = priceItems(parseItemsParam(query.items)!, query.nights, pricing, 'items');
    if (!priced.ok) throw new ValidationFailedError(priced.errors);
    const partner = query.partnerCode === undefined ? null : await this.partners.linkTerms(query.partnerCode);
    if (query.partnerCode !== undefined && !partner) throw ValidationFailedError.forField('partnerCode', message('validation:partner.codeUnknown'));
    const storage = partner ? withPartnerDiscount(priced.quote, partner.discountPercent) : priced.quote;
    const code = normalisePromoCode(written);
    const refuse = (refusal: PromoRefusal, reason: Message): PromoCheckAnswer => ({ code, applies: false, reason: localise(reason, language), refusal, percentOff: null, amountOff: null, discount: 0 });
    if (!PROMO_CODE_PATTERN.test(code)) return refuse('unknown', promoRefusalMessage('unknown'));
    const em = this.em.fork();
    const basket = { locationId: location.id, itemIds: priced.lines.map((line) => line.item.id), storagePence: storage.totalPence, today: todayInLondon() };
    const verdict = judgePromo(await this.promoCodes.find(code, em), basket);
    if (!verdict.ok) return refuse(verdict.refusal, verdict.message);
    const usedUp = judgeUses(verdict.code, await usesOf(em, verdict.code.id, null, null));
    if (usedUp) return refuse(usedUp.refusal, usedUp.message);
    const { terms } = verdict;
    return {
      code,
      applies: true,
      reason: null,
      refusal: null,
      percentOff: terms.percentOff,
      amountOff: terms.amountOffPence === null ? null : penceToPounds(terms.amountOffPence),
      discount: penceToPounds(verdict.pence),
    };
  }
}
