import { type Language, localised, type Translations } from '@luggage/contracts';
import { POLICY_WITH_COVER_COLUMNS, POLICY_WITH_COVER_JOINS, type PolicyWithCover, type PolicyWithCoverRow, policyWithCoverOf } from '../pricing/index.js';

/** What the confirmation email states besides the booking: the terms in force and the point's meeting instructions (null: none). */
export interface ConfirmationTerms extends PolicyWithCover {
  instructions: string | null;
}

export type ConfirmationTermsRow = PolicyWithCoverRow & { instructions: string | null; translations: Translations | null };

/**
 * The cancellation policy, the bag protection's cover and the point's meeting instructions as they are when the email
 * goes, as the CTE `confirmation_terms` (one row) of the confirmation job's statement; `confirmationTermsOf` reads it.
 */
export function confirmationTermsPart(pointId: number): { sql: string; params: unknown[] } {
  return {
    sql: `confirmation_terms as (
       select ${POLICY_WITH_COVER_COLUMNS}, l.instructions, l.instructions_translations as translations
       from (select 1) as one ${POLICY_WITH_COVER_JOINS} left join collection_location l on l.id = ?)`,
    params: [pointId],
  };
}

/** The terms of a `confirmation_terms` row; the instructions in `language` when an admin translated them. */
export function confirmationTermsOf(row: ConfirmationTermsRow, language: Language): ConfirmationTerms {
  const instructions = row.instructions === null ? '' : localised(row.instructions, row.translations ?? {}, language);
  return { ...policyWithCoverOf(row), instructions: instructions || null };
}
