import {
  type AdminAuditEntry,
  type AdminBookingDetail,
  type AdminBookingRow,
  type BookingStatus,
  type OperatorAction,
  penceToPounds,
} from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import type { BookingStatusChangeView, BookingView } from '../booking/index.js';
import type { CsvCell } from './csv.js';

const ACTIONS: Record<BookingStatus, string> = {
  pending_payment: 'Checkout started',
  payment_failed: 'Payment failed',
  confirmed: 'Payment confirmed',
  collected: 'Luggage collected',
  returned: 'Luggage returned',
  cancelled: 'Booking cancelled',
};

const NEXT_ACTIONS: Partial<Record<BookingStatus, OperatorAction[]>> = { confirmed: ['collected'], collected: ['returned'] };

/** How an admin is written in the audit trail: 'admin:<id>' first (the booking module's convention), then who. */
export function adminActor(user: AuthUser): string {
  return `admin:${user.id} ${user.name} <${user.email}>`.slice(0, 120);
}

/** The audit trail's actor, readable. */
export function actorLabel(actor: string): string {
  const admin = /^admin:(\d+)(?: (.+))?$/.exec(actor);
  if (admin) return admin[2] ?? `Admin #${admin[1]}`;
  if (actor === 'customer') return 'Customer';
  if (actor === 'payment:stripe') return 'Stripe (payment)';
  if (actor === 'payment:offline') return 'Test card provider (payment)';
  return actor;
}

export function toAuditEntry(change: BookingStatusChangeView): AdminAuditEntry {
  const action = ACTIONS[change.toStatus];
  return {
    at: change.at,
    actor: actorLabel(change.actor),
    action: change.note ? `${action}: ${change.note}` : action,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
  };
}

export function toBookingRow(view: BookingView): AdminBookingRow {
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
    items: view.items.map(({ code, title, amount }) => ({ code, title, amount })),
    bags: view.items.reduce((sum, item) => sum + item.amount, 0),
    totalCost: penceToPounds(view.totalPence),
  };
}

export function toBookingDetail(view: BookingView, history: BookingStatusChangeView[]): AdminBookingDetail {
  return {
    ...toBookingRow(view),
    location: view.location,
    items: view.items.map(({ code, title, amount, unitPricePence }) => ({ code, title, amount, unitPrice: penceToPounds(unitPricePence) })),
    noDiscountCost: penceToPounds(view.noDiscountPence),
    discount: penceToPounds(view.discountPence),
    createdAt: view.createdAt,
    audit: history.map(toAuditEntry),
    nextActions: NEXT_ACTIONS[view.status] ?? [],
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
  ];
}
