import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClaimKind, ClaimStatus } from '@luggage/contracts';

/** What a claim's email says: the claim as it stands, and the message of the step (a team message or the customer's answer). */
export interface ClaimEmailFacts {
  claimId: number;
  bookingId: number;
  kind: ClaimKind;
  status: ClaimStatus;
  reason: string | null;
  payoutPence: number | null;
  cardRefundPence: number;
  bankTransferPence: number;
  message: string | null;
}

/** For the notifications module's claim emails (read in its job, after the step's commit). */
export async function claimEmailFacts(em: EntityManager, claimId: number, messageId: number | undefined): Promise<ClaimEmailFacts | null> {
  const [row] = await em.execute<{
    id: number;
    booking_id: number;
    kind: ClaimKind;
    status: ClaimStatus;
    reason: string | null;
    payout_pence: number | null;
    card_refund_pence: number;
    bank_transfer_pence: number;
    message: string | null;
  }[]>(
    `select c.id, c.booking_id, c.kind, c.status, c.reason, c.payout_pence, c.card_refund_pence, c.bank_transfer_pence,
            (select body from claim_message m where m.id = ? and m.claim_id = c.id) as message
       from claim c where c.id = ?`,
    [messageId ?? 0, claimId],
  );
  if (!row) return null;
  return {
    claimId: row.id,
    bookingId: row.booking_id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    payoutPence: row.payout_pence,
    cardRefundPence: row.card_refund_pence,
    bankTransferPence: row.bank_transfer_pence,
    message: row.message,
  };
}
