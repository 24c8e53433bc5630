import type { EntityManager } from '@mikro-orm/postgresql';
import type { CtePart } from '../../shared/database/statement-part.js';
import { confirmationTermsPart, type ConfirmationTermsRow } from './confirmation-terms.js';
import { prepared } from '../../shared/database/prepared-statements.js';

export interface ConfirmationStatementRow extends ConfirmationTermsRow {
  /** The pass's sealed PIN (PassService.passOf); null without a pass part. */
  pin_sealed: string | null;
  /** Not null when this job won the email's claim (MailService.claimPart). */
  claim: string | null;
}

/**
 * Everything the confirmation job writes and reads before it sends, in one statement rather than four (a booking's
 * budget is 20 statements): the reminders and their events, the pass, the email's claim (each module's SQL behind
 * its own part) and the terms in force. The parts touch different tables, and data-modifying CTEs run to completion
 * whether or not the select reads them. All commit before the send: a failed send leaves the claim 'sending', so the
 * job's retry claims it again, finds the reminders and the pass made (the same PIN) and sends the same email.
 */
export async function runConfirmationStatement(
  em: EntityManager,
  booking: { id: number; pointId: number },
  parts: { reminders: CtePart | null; pass: CtePart | null; claim: CtePart | null },
): Promise<ConfirmationStatementRow> {
  const terms = confirmationTermsPart(booking.pointId, booking.id);
  const present = [parts.reminders, parts.pass, parts.claim, terms].filter((part) => part !== null);
  const [row] = await em.getConnection().execute<ConfirmationStatementRow[]>(
    prepared(`with ${present.map((part) => part.sql).join(',\n')}
     select t.*, ${parts.pass?.result ?? 'null'} as pin_sealed, ${parts.claim?.result ?? 'null'} as claim from confirmation_terms t`),
    present.flatMap((part) => part.params),
  );
  return row;
}
