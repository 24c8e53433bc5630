import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, localised, type Translations } from '@luggage/contracts';
import { POLICY_WITH_COVER_COLUMNS, POLICY_WITH_COVER_JOINS, type PolicyWithCover, type PolicyWithCoverRow, policyWithCoverOf } from '../pricing/index.js';

/** What the confirmation email states besides the booking: the terms in force and the point's meeting instructions (null: none). */
export interface ConfirmationTerms extends PolicyWithCover {
  instructions: string | null;
}

/**
 * The cancellation policy, the bag protection's cover and the point's meeting instructions as they are when the email
 * goes, in one read; the instructions in `language` when an admin translated them.
 */
export async function confirmationTerms(em: EntityManager, pointId: number, language: Language): Promise<ConfirmationTerms> {
  const [row] = await em.execute<(PolicyWithCoverRow & { instructions: string | null; translations: Translations | null })[]>(
    `select ${POLICY_WITH_COVER_COLUMNS}, l.instructions, l.instructions_translations as translations
     from (select 1) as one ${POLICY_WITH_COVER_JOINS} left join collection_location l on l.id = ?`,
    [pointId],
  );
  const instructions = row.instructions === null ? '' : localised(row.instructions, row.translations ?? {}, language);
  return { ...policyWithCoverOf(row), instructions: instructions || null };
}
