import type { EntityManager } from '@mikro-orm/postgresql';

/** What one erasure batch touched, for the other modules' records of the same bookings. */
export interface ErasedBookings {
  bookingIds: number[];
  /** Their legs, for the emails about a leg (keyed by the leg's id). */
  legIds: number[];
  /** The payment intents of those bookings and of their changes, for the provider events that name them. */
  paymentIntentIds: string[];
}

/** An erased address leg's fields, as a change's planned legs spell them (LegFields): district, zone and window stay. */
const ERASED_ADDRESS_FIELDS = { line1: '', line2: null, town: '', postcode: '', note: null, contactName: null, lat: null, lng: null };

/**
 * Erases the personal details of bookings whose return date is on or before `returnedBy` ('YYYY-MM-DD'): the name,
 * phone and email, the link to the account, the manage link, the hash of the browser that paid, the operators'
 * free-text notes in the history, and the addresses of its address legs, in the legs and in the changes that planned
 * them. Amounts, lines, dates, statuses and who moved them stay (the accounts need them). At most `limit` bookings
 * per call, in the caller's transaction; a booking already erased is never touched again.
 */
export async function eraseBookingsReturnedBy(tx: EntityManager, returnedBy: string, limit: number): Promise<ErasedBookings> {
  const rows = await tx.execute<{ id: number; payment_intent_id: string | null }[]>(
    `update booking set full_name = '', email = '', contact_number = '', user_id = null,
       manage_token_hash = null, manage_token_sealed = null, checkout_browser_hash = null, personal_data_erased_at = now()
     where id in (
       select id from booking where personal_data_erased_at is null and return_date <= ?::date
       order by return_date, id limit ? for update skip locked)
     returning id, payment_intent_id`,
    [returnedBy, limit],
  );
  const bookingIds = rows.map((row) => row.id);
  if (bookingIds.length === 0) return { bookingIds, legIds: [], paymentIntentIds: [] };
  await tx.execute('update booking_status_change set note = null where booking_id in (?) and note is not null', [bookingIds]);
  // An address leg's address, note and receiver are the customer's too; its district, zone and window stay.
  await tx.execute(
    `update booking_leg set line1 = '', line2 = null, town = '', postcode = '', note = null, contact_name = null, lat = null, lng = null
      where booking_id in (?) and kind = 'address'`,
    [bookingIds],
  );
  const legs = await tx.execute<{ id: number }[]>('select id from booking_leg where booking_id in (?)', [bookingIds]);
  // Its changes keep the legs they wrote over the booking's (booking_change.details.legs): the same fields go there.
  await tx.execute(
    `update booking_change set details = jsonb_set(details, '{legs}', (
       select jsonb_agg(case when leg->>'kind' = 'address' then jsonb_set(leg, '{fields}', (leg->'fields') || ?::jsonb) else leg end order by position)
         from jsonb_array_elements(details->'legs') with ordinality as legs(leg, position)))
      where booking_id in (?) and jsonb_typeof(details->'legs') = 'array' and jsonb_array_length(details->'legs') > 0`,
    [JSON.stringify(ERASED_ADDRESS_FIELDS), bookingIds],
  );
  const changeIntents = await tx.execute<{ payment_intent_id: string }[]>(
    'select payment_intent_id from booking_change where booking_id in (?) and payment_intent_id is not null',
    [bookingIds],
  );
  const paymentIntentIds = [...rows.map((row) => row.payment_intent_id), ...changeIntents.map((row) => row.payment_intent_id)].filter(
    (id): id is string => id !== null,
  );
  return { bookingIds, legIds: legs.map((leg) => leg.id), paymentIntentIds };
}
