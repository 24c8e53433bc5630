import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { formatIso, type Language, type PartnerBookingResponse, type PartnerSelfView, type PartnerStatement, type PartnerView, todayInLondon } from '@luggage/contracts';
import { message } from '../../shared/i18n/message.js';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { type PartnerAccount, PartnerAccounts } from '../auth/index.js';
import { BookingCheckoutService, PartnerBookingReads } from '../booking/index.js';
import { PaymentLedger } from '../payments/index.js';
import type { PartnerBookingDto } from './dto/partner.dto.js';
import { monthSpan, partnerStatement } from './partner-statement.js';

/** The browser session booking on the partner's page (its card payment is confirmed from that browser). */
export interface PartnerBrowser {
  browserKey: string | null;
}

/**
 * Partners' work over the auth module's terms (`PartnerAccounts`) and the booking module's checkout and reads: the
 * admin's list with this month's counts, a partner's booking for its guest, and the month's statement with the
 * ledger's money.
 */
@Injectable()
export class PartnersService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: PartnerAccounts,
    private readonly checkout: BookingCheckoutService,
    private readonly reads: PartnerBookingReads,
    private readonly ledger: PaymentLedger,
  ) {}

  async list(): Promise<PartnerView[]> {
    const [partners, counts] = await Promise.all([this.accounts.list(), this.reads.countsBetween(...thisMonth())]);
    return partners.map((partner) => toView(partner, counts.get(partner.id) ?? 0));
  }

  async view(partnerId: number): Promise<PartnerView> {
    const [partner, counts] = await Promise.all([this.accounts.byId(partnerId), this.reads.countsBetween(...thisMonth())]);
    return toView(partner, counts.get(partner.id) ?? 0);
  }

  /**
   * Books for the partner's guest. On account only when the admin allowed it (else 422 under `payment`): confirmed
   * at once with no card payment. By card: the guest's card pays the intent answered, as in the wizard.
   */
  async book(partner: PartnerAccount, request: PartnerBookingDto, browser: PartnerBrowser, language: Language): Promise<PartnerBookingResponse> {
    const billed = request.payment === 'account';
    if (billed && !partner.onAccount) throw ValidationFailedError.forField('payment', message('validation:partner.accountNotAllowed'));
    const actor = { kind: 'partner' as const, label: `partner:${partner.id} ${partner.name}` };
    const outcome = await this.checkout.bookForPartner(
      request,
      { partnerId: partner.id, billed, reference: request.partnerReference || null },
      { browserKey: browser.browserKey, userId: null },
      actor,
      language,
    );
    return { reference: outcome.reference, status: outcome.status, payment: request.payment, clientSecret: outcome.clientSecret, paymentIntentId: outcome.paymentIntentId };
  }

  async statement(partner: PartnerAccount, month: string): Promise<PartnerStatement> {
    const { from, to } = monthSpan(month);
    const bookings = await this.reads.confirmedBetween(partner.id, from, to);
    const ledger = await this.ledger.summaries(this.em.fork(), bookings.map((booking) => booking.id));
    return partnerStatement(partner, month, bookings, ledger);
  }
}

/** This month's London days [first, first of the next). */
function thisMonth(): [string, string] {
  const today = formatIso(todayInLondon());
  const { from, to } = monthSpan(`${today.slice(5, 7)}-${today.slice(0, 4)}`);
  return [from, to];
}

export const toSelfView = (partner: PartnerAccount): PartnerSelfView => ({
  name: partner.name,
  code: partner.code,
  sharePercent: partner.sharePercent,
  discountPercent: partner.discountPercent,
  onAccount: partner.onAccount,
});

const toView = (partner: PartnerAccount, bookingsThisMonth: number): PartnerView => ({
  id: partner.id,
  userId: partner.userId ?? 0,
  name: partner.name,
  email: partner.email,
  contactName: partner.contactName,
  code: partner.code,
  sharePercent: partner.sharePercent,
  discountPercent: partner.discountPercent,
  onAccount: partner.onAccount,
  active: partner.active,
  invitationPending: partner.invitationPending,
  companyAddress: partner.companyAddress,
  vatNumber: partner.vatNumber,
  bookingsThisMonth,
});
