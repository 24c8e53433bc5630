import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Strips Stripe's deliveries down to their id and type once they are processed: a payment intent or charge object
 * carries the card holder's billing name, email and address. Those of the given intents go with their bookings,
 * every other delivery once it is older than `receivedBefore`. The ledger (`booking_payment`, `refund`) keeps the money.
 */
export async function erasePaymentEventPayloads(tx: EntityManager, paymentIntentIds: string[], receivedBefore: Date): Promise<void> {
  const stripped = `jsonb_build_object('id', payload->'id', 'type', payload->'type', 'erased', true)`;
  if (paymentIntentIds.length > 0) {
    await tx.execute(
      `update payment_event set payload = ${stripped}
       where payment_intent_id in (?) and processed_at is not null and payload->>'erased' is null`,
      [paymentIntentIds],
    );
  }
  await tx.execute(`update payment_event set payload = ${stripped} where received_at < ? and processed_at is not null and payload->>'erased' is null`, [
    receivedBefore,
  ]);
}
