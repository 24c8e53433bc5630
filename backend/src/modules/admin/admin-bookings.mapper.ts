import type { BagTagsSummary, BookingIncidentView } from '@luggage/contracts';
import {
  type AdminAuditEntry,
  type AdminBookingDetail,
  type AdminBookingRow,
  type BookingStatus,
  type OperatorAction,
  penceToPounds,
} from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import { type BookingStatusChangeView, type BookingView, historyAction, mayMove } from '../booking/index.js';
import type { LedgerSummary } from '../payments/index.js';
import type { CsvCell } from './csv.js';

/** The operator's status steps open now, as the lifecycle table says. */
function nextActions(status: BookingStatus): OperatorAction[] {
  const steps: OperatorAction[] = [];
  if (mayMove(status, 'collect', 'admin')) steps.push('collected');
  if (mayMove(status, 'return', 'admin')) steps.push('returned');
  return steps;
}

/** How an admin is written in the audit trail: 'admin:<id>' first (the booking module's convention), then who. */
export function adminActor(user: AuthUser): string {
  return `admin:${user.id} ${user.name} <${user.email}>`.slice(0, 120);
}

export function actorLabel(actor: string): string {
  const admin = /^admin:(\d+)(?: (.+))?$/.exec(actor);
  if (admin) return admin[2] ?? `Admin #${admin[1]}`;
  const staff = /^staff:(\d+)(?: (.+))?$/.exec(actor);
  if (staff) return `${staff[2] ?? `#${staff[1]}`} (staff)`;
  if (actor === 'customer') return 'Customer';
  if (actor === 'payment:stripe') return 'Stripe (payment)';
  if (actor === 'payment:offline') return 'Test card provider (payment)';
  if (actor === 'scheduler') return 'Automatic';
  return actor;
}

export function toAuditEntry(change: BookingStatusChangeView): AdminAuditEntry {
  return {
    at: change.at,
    actor: actorLabel(change.actor),
    action: historyAction(change),
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
  };
}

export function toBookingRow(view: BookingView, ledger: LedgerSummary): AdminBookingRow {
  return {
    reference: view.reference,
    status: view.status,
    fullName: view.fullName,
    email: view.email,
    contactNumber: view.contactNumber,
    collectionDate: view.collectionDate,
    returnDate: view.returnDate,
    nights: view.nights,
    location: { id: view.location.id, name: view.location.name, time: view.location.time },
    ...(view.nights === 0 ? { pickUpTime: view.location.returnTime } : {}),
    items: view.items.map(({ code, title, amount }) => ({ code, title, amount })),
    bags: view.items.reduce((sum, item) => sum + item.amount, 0),
    totalCost: penceToPounds(view.totalPence),
    paid: penceToPounds(ledger.paidPence),
    refunded: penceToPounds(ledger.refundedPence),
    changed: view.changedAt !== null,
    refundFailed: ledger.refundFailed,
  };
}

/** The bags' tags and the hand-backs' incidents of a booking (operations' BagTagStore). */
export interface BookingCustody {
  tagged: BagTagsSummary | null;
  incidents: BookingIncidentView[];
  /** Its claims (claims' ClaimReads.countsOf). */
  claims: { open: number; total: number };
}

export function toBookingDetail(
  view: BookingView,
  history: BookingStatusChangeView[],
  ledger: LedgerSummary,
  pinLockedUntil: Date | null,
  custody: BookingCustody = { tagged: null, incidents: [], claims: { open: 0, total: 0 } },
): AdminBookingDetail {
  return {
    ...toBookingRow(view, ledger),
    location: view.location,
    legs: view.legs,
    fees: view.fees,
    items: view.items.map(({ code, title, amount, unitPricePence }) => ({ code, title, amount, unitPrice: penceToPounds(unitPricePence) })),
    noDiscountCost: penceToPounds(view.noDiscountPence),
    discount: penceToPounds(view.discountPence),
    promo: view.promo ? { code: view.promo.code, discount: penceToPounds(view.promo.pence) } : null,
    createdAt: view.createdAt,
    audit: history.map(toAuditEntry),
    nextActions: nextActions(view.status),
    refunds: ledger.refunds.map((r) => ({
      amount: penceToPounds(r.amountPence),
      state: r.state,
      reason: r.failureReason ? `${r.reason} (failed: ${r.failureReason})` : r.reason,
      createdAt: r.createdAt,
    })),
    refundable: penceToPounds(Math.max(0, ledger.paidPence - ledger.refundedPence)),
    moves: {
      cancel: mayMove(view.status, 'cancel', 'admin'),
      refund: mayMove(view.status, 'refund', 'admin') && ledger.paidPence > ledger.refundedPence,
      change: mayMove(view.status, 'change', 'admin'),
      resendConfirmation: mayMove(view.status, 'resend_confirmation', 'admin'),
      undoNoShow: mayMove(view.status, 'undo_no_show', 'admin'),
    },
    pinLockedUntil: pinLockedUntil?.toISOString() ?? null,
    language: view.language,
    ...custody,
  };
}

export const CSV_HEADER = [
  'Reference',
  'Status',
  'Collection date',
  'Time',
  'Collection point',
  'Name',
  'Email',
  'Phone',
  'Bags',
  'Items',
  'Nights',
  'Return date',
  'Total (£)',
  'Paid (£)',
  'Refunded (£)',
];

export function toCsvRow(row: AdminBookingRow): CsvCell[] {
  return [
    row.reference,
    row.status,
    row.collectionDate,
    row.location.time,
    row.location.name,
    row.fullName,
    row.email,
    row.contactNumber,
    row.bags,
    row.items.map((item) => `${item.amount} x ${item.title}`).join('; '),
    row.nights,
    row.returnDate,
    row.totalCost.toFixed(2),
    row.paid.toFixed(2),
    row.refunded.toFixed(2),
  ];
}
