import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the payments module keeps about erased bookings' customers (retention), in the caller's transaction:
 * - Stripe's deliveries, once processed, are stripped to their id and type: a payment intent or charge object carries
 *   the card holder's billing name, email and address. Those of the given intents go with their bookings, every
 *   other delivery once it is older than `recordedBefore`.
 * - The reasons operators typed for refunds of the given bookings are cleared (free text that may name the customer);
 *   the refunds themselves (amounts, states, who asked, when) stay for the accounts.
 */
export async function erasePaymentPersonalData(
  tx: EntityManager,
  erased: { bookingIds: number[]; paymentIntentIds: string[] },
  recordedBefore: Date,
): Promise<void> {
  const stripped = `jsonb_build_object('id', payload->'id', 'type', payload->'type', 'erased', true)`;
  if (erased.paymentIntentIds.length > 0) {
    await tx.execute(
      `update payment_event set payload = ${stripped}
       where payment_intent_id in (?) and processed_at is not null and payload->>'erased' is null`,
      [erased.paymentIntentIds],
    );
  }
  await tx.execute(`update payment_event set payload = ${stripped} where received_at < ? and processed_at is not null and payload->>'erased' is null`, [
    recordedBefore,
  ]);
  if (erased.bookingIds.length > 0) {
    await tx.execute(`update refund set reason = '' where booking_id in (?) and requested_by like 'admin:%' and reason <> ''`, [erased.bookingIds]);
  }
}
