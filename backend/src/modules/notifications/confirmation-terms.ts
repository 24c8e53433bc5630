import { type Language, localised, type OpeningHours, type PointClosure, type PointHours, type Translations } from '@luggage/contracts';
import { POLICY_WITH_COVER_COLUMNS, POLICY_WITH_COVER_JOINS, type PolicyWithCover, type PolicyWithCoverRow, policyWithCoverOf } from '../pricing/index.js';
import type { ItemNames } from './booking-words.js';

/**
 * What the confirmation email states besides the booking: the terms in force, the point's meeting instructions (null:
 * none) and the catalog's translations of the booked items' names.
 */
export interface ConfirmationTerms extends PolicyWithCover {
  instructions: string | null;
  itemNames: ItemNames;
  /** The point's hours now (a same-day stay's closing time); null when the point is gone. */
  pointHours: PointHours | null;
  /** The booking's document is a receipt (no VAT number set), not a VAT invoice: the email names it so. */
  receipt: boolean;
}

export type ConfirmationTermsRow = PolicyWithCoverRow & {
  instructions: string | null;
  translations: Translations | null;
  item_names: ItemNames;
  opening_hours: OpeningHours | null;
  open_weekdays: number[] | null;
  closures: PointClosure[] | null;
  receipt: boolean;
};

/**
 * The cancellation policy, the bag protection's cover, the point's meeting instructions and hours, the booked items' names
 * and whether its document is a receipt (its issued one's kind, else the VAT settings' now) as they are when the email goes, as the CTE `confirmation_terms` (one row) of the confirmation job's statement;
 * `confirmationTermsOf` reads it.
 */
export function confirmationTermsPart(pointId: number, bookingId: number): { sql: string; params: unknown[] } {
  return {
    sql: `confirmation_terms as (
       select ${POLICY_WITH_COVER_COLUMNS}, l.instructions, l.instructions_translations as translations, l.opening_hours, l.open_weekdays, l.closures,
         (select coalesce(jsonb_object_agg(s.code, s.name_translations), '{}'::jsonb) from storage_item s
          where s.code in (select i.code from booking_item i where i.booking_id = ?)) as item_names,
         coalesce(
           (select d.kind = 'receipt' from booking_document d where d.booking_id = ? and d.kind in ('invoice', 'receipt') and d.cancelled_by_id is null order by d.id desc limit 1),
           (select v.vat_number is null from vat_settings v where v.id = 1),
           true) as receipt
       from (select 1) as one ${POLICY_WITH_COVER_JOINS} left join collection_location l on l.id = ?)`,
    params: [bookingId, bookingId, pointId],
  };
}

/** The terms of a `confirmation_terms` row; the instructions in `language` when an admin translated them. */
export function confirmationTermsOf(row: ConfirmationTermsRow, language: Language): ConfirmationTerms {
  const instructions = row.instructions === null ? '' : localised(row.instructions, row.translations ?? {}, language);
  const pointHours = row.opening_hours && { openingHours: row.opening_hours, openWeekdays: row.open_weekdays ?? undefined, closures: row.closures ?? undefined };
  return { ...policyWithCoverOf(row), instructions: instructions || null, itemNames: row.item_names, pointHours, receipt: row.receipt };
}
