import type { BookingStatus, ClosureChoice, ClosureSide, LegDirection } from '@luggage/contracts';

/** A booking that a closure of the point on the day may touch, with its legs and bags (affectedSide decides). */
export interface AffectedRow {
  id: number;
  status: BookingStatus;
  location_id: number;
  collection_date: string;
  return_date: string;
  legs: { direction: LegDirection; kind: 'point' | 'address'; pointId: number | null }[];
  bags: number;
}

/** Paid bookings with a drop-off or a pick-up on the day (`:day` twice) that name the point (`:pointId` twice). */
export const AFFECTED_CANDIDATES = `
  select b.id, b.status, b.location_id, b.collection_date::text as collection_date, b.return_date::text as return_date,
         coalesce((select json_agg(json_build_object('direction', l.direction, 'kind', l.kind, 'pointId', l.point_id))
                     from booking_leg l where l.booking_id = b.id), '[]') as legs,
         coalesce((select sum(i.amount) from booking_item i where i.booking_id = b.id), 0)::int as bags
    from booking b
   where b.status in ('confirmed', 'collected')
     and (b.collection_date = ?::date or b.return_date = ?::date)
     and (b.location_id = ? or exists (select 1 from booking_leg l where l.booking_id = b.id and l.point_id = ?))
   order by b.id`;

export interface OfferRow {
  id: number;
  booking_id: number;
  location_id: number;
  closed_date: string;
  note: string;
  side: ClosureSide;
  nearest_location_id: number | null;
  taken: ClosureChoice | null;
}

const OFFER_COLUMNS = 'id, booking_id, location_id, closed_date::text as closed_date, note, side, nearest_location_id, taken';

/** The booking's offer for its next closed day from `:today` on (one a day at most). */
export const OFFER_OF_BOOKING = `select ${OFFER_COLUMNS} from point_closure_offer where booking_id = ? and closed_date >= ?::date order by closed_date limit 1`;

export const OFFER_LOCKED = `select ${OFFER_COLUMNS} from point_closure_offer where id = ? for update`;

export const OFFER_BY_ID = `select ${OFFER_COLUMNS} from point_closure_offer where id = ?`;

/** One offer a booking and day: closing the same day again makes none (the row returned only when made). */
export const INSERT_OFFER = `
  insert into point_closure_offer (booking_id, location_id, closed_date, note, side, nearest_location_id)
  values (?, ?, ?::date, ?, ?, ?)
  on conflict (booking_id, closed_date) do nothing
  returning id`;

export const OFFERS_OF_DAY = 'select count(*)::int as count from point_closure_offer where location_id = ? and closed_date = ?::date';

export const TAKE_OFFER = 'update point_closure_offer set taken = ?, taken_at = now() where id = ?';

/** Offers still open on `:day` whose nearest point is one of `:pointIds` (null: any): who may arrive there instead. */
export const MAY_ARRIVE = `
  select b.reference, b.full_name, o.side, o.location_id, o.nearest_location_id,
         coalesce((select sum(i.amount) from booking_item i where i.booking_id = b.id), 0)::int as bags
    from point_closure_offer o join booking b on b.id = o.booking_id
   where o.closed_date = ?::date and o.taken is null and o.nearest_location_id is not null
     and (?::int[] is null or o.nearest_location_id = any(?::int[])) and b.status in ('confirmed', 'collected')
   order by o.nearest_location_id, b.reference`;

/** Each window-day's trips taken and the window's trips a day (`:windowIds`, `:days`: arrays of one length). */
export const WINDOW_LOADS = `
  select t.window_id as "windowId", t.day::text as date, coalesce(d.trips, 0)::int as taken, w.trips::int as capacity
    from unnest(?::int[], ?::date[]) as t(window_id, day)
    join delivery_window w on w.id = t.window_id
    left join delivery_window_day d on d.window_id = t.window_id and d.day = t.day`;
