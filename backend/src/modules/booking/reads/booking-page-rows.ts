import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../../shared/database/prepared-statements.js';
import type { LegRow } from '../legs/booking-legs.js';
import { type BookingViewColumns, bookingViewOf, type ItemRow } from './booking.mapper.js';
import type { BookingView } from './booking.views.js';
import { arrayLiteral } from '../../../shared/database/array-literal.js';

/**
 * A page of bookings in one statement, in the order of the ids given: each booking's row once, its basket lines and
 * legs as JSON arrays beside it. Entity hydration of the same page (a joined find repeats each booking per line and
 * leg) cost about 0.4 ms a row, most of a full page's time (docs/decisions.md, "List pages read plain rows").
 * Column names are the entity's property names, so the mapper reads these rows as it reads an entity. Prepared: the
 * confirmation email's job reads its booking with it too.
 */
const ROW_COLUMNS = `
  select b.id, b.reference, b.status, b.full_name as "fullName", b.email, b.contact_number as "contactNumber",
         b.location_id as "locationId", b.location_name as "locationName", b.location_address as "locationAddress",
         b.location_time as "locationTime", b.return_time as "returnTime",
         b.collection_date as "collectionDate", b.return_date as "returnDate", b.nights,
         b.fees_pence as "feesPence", b.no_discount_pence as "noDiscountPence", b.discount_pence as "discountPence",
         b.total_pence as "totalPence", b.promo_code as "promoCode", b.promo_discount_pence as "promoDiscountPence", b.item_discount_pct as "itemDiscountPct", b.night_discount_pct as "nightDiscountPct",
         b.payment_provider as "paymentProvider", b.billed_to_partner as "billedToPartner", b.language, b.payment_intent_id as "paymentIntentId",
         b.confirmed_at as "confirmedAt", b.created_at as "createdAt", b.changed_at as "changedAt", b.version,
         b.manage_token_sealed as "manageTokenSealed",
         coalesce((select json_agg(json_build_object('code', i.code, 'title', i.title, 'unitPricePence', i.unit_price_pence, 'amount', i.amount) order by i.id)
                     from booking_item i where i.booking_id = b.id), '[]') as items,
         coalesce((select json_agg(json_build_object(
                            'direction', l.direction, 'kind', l.kind, 'date', l.date, 'feePence', l.fee_pence, 'state', l.state,
                            'failureReason', l.failure_reason, 'pointId', l.point_id, 'pointName', l.point_name,
                            'pointAddress', l.point_address, 'pointTime', l.point_time, 'line1', l.line1, 'line2', l.line2,
                            'town', l.town, 'postcode', l.postcode, 'note', l.note, 'contactName', l.contact_name,
                            'lat', l.lat, 'lng', l.lng, 'windowStart', l.window_start, 'windowEnd', l.window_end) order by l.id)
                     from booking_leg l where l.booking_id = b.id), '[]') as legs`;
const PAGE_ROWS_SQL = prepared(`${ROW_COLUMNS}
    from unnest(?::integer[]) with ordinality as page(id, place)
    join booking b on b.id = page.id
   order by page.place`);
/** One booking's row: a page's statement would be planned again on every call for its array of one. */
const ONE_ROW_SQL = prepared(`${ROW_COLUMNS} from booking b where b.id = ?::int`);

type Timestamps = 'confirmedAt' | 'createdAt' | 'changedAt';

/** A row as the driver returns it: timestamps as the database's text (the ORM's type parsers keep them so). */
type PageRow = Omit<BookingViewColumns, Timestamps> & {
  manageTokenSealed: string | null;
  confirmedAt: string | null;
  createdAt: string;
  changedAt: string | null;
  items: ItemRow[];
  legs: LegRow[];
};

/** The views of these bookings in this order (an id with no booking is left out), as the entity path would map them. */
export async function bookingViewsInOrder(em: EntityManager, ids: readonly number[]): Promise<BookingView[]> {
  return (await bookingsInOrder(em, ids)).map(({ view }) => view);
}

/**
 * Each booking's view with what its manage link is opened from (`openManageToken`, `manageLinkLive`): its sealed
 * token and its return date as stored.
 */
export async function bookingsInOrder(em: EntityManager, ids: readonly number[]): Promise<{ view: BookingView; manageTokenSealed: string | null; returnDate: string }[]> {
  if (ids.length === 0) return [];
  const rows = await (ids.length === 1
    ? em.execute<PageRow[]>(ONE_ROW_SQL, [Math.trunc(ids[0])])
    : em.execute<PageRow[]>(PAGE_ROWS_SQL, [arrayLiteral(ids.map((id) => Math.trunc(id)))]));
  // The platform's own parser, as hydration uses, so each instant is the same Date to the millisecond.
  const platform = em.getPlatform();
  const parse = (value: string | null) => (value === null ? null : (platform.parseDate(value) as Date));
  return rows.map(({ items, legs, confirmedAt, createdAt, changedAt, manageTokenSealed, ...columns }) => ({
    view: bookingViewOf({ ...columns, confirmedAt: parse(confirmedAt), createdAt: parse(createdAt)!, changedAt: parse(changedAt) }, items, legs),
    manageTokenSealed,
    returnDate: columns.returnDate,
  }));
}
