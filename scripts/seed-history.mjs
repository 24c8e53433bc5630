// npm run seed:history -- --bookings 100000: adds that many bookings of history to the app's own tables, so a demo (or
// the scale bench) shows a busy operator. On DATABASE_URL's PostgreSQL, or without it the embedded database in DATA_DIR
// (stop the app first: the embedded database has one owner). Migrates first, like `npm start`.
//
// Collection dates spread over two years around today (--days-back, --days-ahead), every active point, 1-3 kinds of
// bag of 1-2 each, 1-3 nights, priced as the app prices them; statuses by date; a paid offline payment intent and its
// ledger row each; refunds for most cancellations; the history rows the lifecycle writes; the two point legs a booking
// has; and the bag counters the capacity rule keeps per half hour of each point-day (location_day), added to with the
// seeded bags. Points whose busiest moment would then be over capacity get capacity for it and room to spare (printed), or a new booking
// would find every point full. Set-based SQL in batches (--batch), one transaction each.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';

/** Half-hour slots since 2000-01-01 of a date at an 'HH:mm' (booking/capacity/moments.ts), in SQL. */
const moment = (date, time) => `((${date} - date '2000-01-01') * 48 + (split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int) / 30)`;

const USAGE = 'Usage: npm run seed:history -- --bookings 100000 [--days-back 630] [--days-ahead 100] [--batch 25000] [--quiet]';

/** The last summary line, as JSON: what another script (the scale bench, a test) reads back. */
export const SUMMARY_PREFIX = 'SEED_SUMMARY ';

const FIRST_NAMES = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Grace', 'Freya', 'Lily', 'Sophie', 'Ella', 'Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Harry', 'Oscar', 'Jack', 'Henry', 'Theo', 'Chloe', 'Zara', 'Priya', 'Mohammed', 'Wei', 'Lucas', 'Hugo', 'Elena', 'Mateo', 'Anya'];
const LAST_NAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Green', 'Hughes', 'Edwards', 'Khan', 'Lewis', 'Clarke', 'Martin', 'Dubois', 'Schmidt', 'Garcia', 'Chen', 'Novak', 'Murphy', 'Kelly', 'Price', 'Morgan'];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'post.example'];

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      bookings: { type: 'string', default: '100000' },
      'days-back': { type: 'string', default: '630' },
      'days-ahead': { type: 'string', default: '100' },
      batch: { type: 'string', default: '25000' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}.\n${USAGE}`);
    return value;
  };
  return { bookings: number('bookings', 1), daysBack: number('days-back', 1), daysAhead: number('days-ahead', 1), batch: number('batch', 1), quiet: values.quiet };
}

/** SQL text array literal of plain words (no quotes in them). */
const words = (list) => `array[${list.map((w) => `'${w}'`).join(', ')}]`;

/**
 * One batch's bookings, chosen at random (seed_b), their lines (seed_l) and prices. A booking's status follows its
 * dates against London's today: future ones confirmed (a tenth cancelled), today's confirmed or collected, stays under
 * way collected, past ones returned, a few no shows, a tenth cancelled.
 */
const CHOOSE = `
  create temp table seed_b on commit drop as
  with picked as (
    select nextval('booking_id_seq')::int as id,
           1 + floor(random() * $1::int)::int as point_idx,
           $2::date - $3::int + floor(random() * ($3::int + $4::int + 1))::int as collection_date,
           1 + floor(random() * 3)::int as nights,
           1 + floor(random() * 3)::int as kinds,
           floor(random() * 1000)::int as start_kind,
           random() as fate, random() as refunded, floor(random() * 30)::int as first_name, floor(random() * 30)::int as last_name,
           floor(random() * 5)::int as domain, floor(power(random(), 2) * 45)::int as lead_days, floor(random() * 600)::int as minute,
           floor(random() * 1000000)::int as phone, random() as booked_back
      from generate_series(1, $5::int)
  )
  select p.*, p.collection_date + p.nights as return_date,
         case
           when p.collection_date > $2::date then case when p.fate < 0.9 then 'confirmed' else 'cancelled' end
           when p.collection_date = $2::date then case when p.fate < 0.5 then 'confirmed' when p.fate < 0.9 then 'collected' else 'cancelled' end
           when p.collection_date + p.nights > $2::date then case when p.fate < 0.04 then 'no_show' when p.fate < 0.9 then 'collected' else 'cancelled' end
           when p.collection_date + p.nights = $2::date then case when p.fate < 0.4 then 'collected' when p.fate < 0.85 then 'returned' when p.fate < 0.9 then 'no_show' else 'cancelled' end
           else case when p.fate < 0.85 then 'returned' when p.fate < 0.9 then 'no_show' else 'cancelled' end
         end as status,
         -- Booked lead_days ahead during the working day; one that moment would put later than an hour ago was booked
         -- on one of the 30 days before (not all in the last hour: a day's payments stay what a business this size takes).
         case when booked.at < now() - interval '1 hour' then booked.at
              else now() - interval '1 hour' - p.booked_back * interval '30 days' end as created_at
    from picked p
    cross join lateral (
      select ((p.collection_date - p.lead_days)::timestamp + interval '8 hours' + p.minute * interval '1 minute') at time zone 'Europe/London' as at
    ) booked`;

const LINES = `
  create temp table seed_l on commit drop as
  select b.id as booking_id, i.id as storage_item_id, i.code, i.title, i.price_pence, 1 + floor(random() * 2)::int as amount
    from seed_b b
    cross join generate_series(0, b.kinds - 1) as k(n)
    join seed_items i on i.idx = 1 + (b.start_kind + k.n) % $1::int`;

/** The batch's bookings, priced as contracts' quote() does: item-count discount per night, then the nights discount. */
const BOOKINGS = `
  with priced as (
    select l.booking_id, sum(l.amount)::int as bags, sum(l.price_pence * l.amount)::int as per_night from seed_l l group by l.booking_id
  ), quoted as (
    select b.*, p.bags, p.per_night,
           coalesce((select d.percentage from seed_discounts d where d.rule = case when p.bags >= 5 then 'items_5_plus' when p.bags > 1 then 'items_' || p.bags end), 0) as item_pct,
           coalesce((select d.percentage from seed_discounts d where d.rule = case when b.nights > 1 then 'nights_' || b.nights end), 0) as night_pct
      from seed_b b join priced p on p.booking_id = b.id
  ), totals as (
    select q.*, round(round(q.per_night * (100 - q.item_pct) / 100.0) * q.nights * (100 - q.night_pct) / 100.0)::int as total
      from quoted q
  ), inserted as (
    insert into booking (id, reference, booking_token, status, full_name, email, contact_number, location_id, location_name, location_address,
                         location_time, return_time, collection_date, return_date, nights, no_discount_pence, discount_pence, total_pence,
                         item_discount_pct, night_discount_pct, currency, payment_provider, payment_intent_id, confirmed_at, created_at, updated_at,
                         cancelled_at, holds_bags, holds_from, holds_until, language)
    select t.id,
           (select string_agg(substr('${'ABCDEFGHJKMNPQRSTVWXYZ23456789'}', 1 + get_byte(h.digest, k) % 30, 1), '' order by k) from generate_series(0, 7) as k),
           'seed-' || $1 || '-' || t.id, t.status,
           (${words(FIRST_NAMES)})[1 + t.first_name] || ' ' || (${words(LAST_NAMES)})[1 + t.last_name],
           lower((${words(FIRST_NAMES)})[1 + t.first_name] || '.' || (${words(LAST_NAMES)})[1 + t.last_name]) || t.id || '@' || (${words(DOMAINS)})[1 + t.domain],
           '+44 7700 ' || lpad(t.phone::text, 6, '0'),
           s.id, s.name, s.address, s.time, s.time, t.collection_date, t.return_date, t.nights,
           t.per_night * t.nights, t.per_night * t.nights - t.total, t.total, t.item_pct, t.night_pct, 'gbp', 'offline',
           'opi_seed' || $1 || t.id, t.created_at + interval '2 minutes', t.created_at,
           t.created_at + interval '2 minutes',
           -- Cancelled halfway between booking and collection day, never later than now.
           case when t.status = 'cancelled' then least(t.created_at + interval '1 hour' + (t.collection_date - t.created_at::date) * interval '12 hours', now()) end,
           t.status <> 'cancelled', ${moment('t.collection_date', 's.time')}, ${moment('t.return_date', 's.time')}, 'en-GB'
      from totals t
      join seed_points s on s.idx = t.point_idx
      cross join lateral (select decode(md5($1 || t.id), 'hex') as digest) h
    on conflict do nothing
    returning id
  )
  -- A reference drawn twice (about one in 6.6e11 per pair) is left out with its lines.
  delete from seed_b b where not exists (select 1 from inserted i where i.id = b.id)`;

const DEPENDENTS = [
  `insert into booking_item (booking_id, storage_item_id, code, title, unit_price_pence, amount)
   select l.booking_id, l.storage_item_id, l.code, l.title, l.price_pence, l.amount from seed_l l join seed_b b on b.id = l.booking_id`,
  `insert into payment_intent (id, client_secret, idempotency_key, amount_pence, currency, status, booking_id, created_at, updated_at)
   select b.payment_intent_id, b.payment_intent_id || '_secret_' || md5(b.booking_token), 'seed-booking-' || b.id, b.total_pence, 'gbp', 'succeeded', b.id,
          b.created_at, b.confirmed_at
     from booking b join seed_b s on s.id = b.id`,
  `insert into booking_payment (booking_id, payment_intent_id, provider, purpose, amount_pence, refunded_pence, created_at)
   select b.id, b.payment_intent_id, 'offline', 'booking', b.total_pence,
          case when b.status = 'cancelled' and s.refunded < 0.7 then b.total_pence else 0 end, b.confirmed_at
     from booking b join seed_b s on s.id = b.id`,
  // Cancelled early enough for the free cancellation (seven in ten): refunded in full by the offline provider.
  `insert into refund (booking_id, booking_payment_id, payment_intent_id, provider, amount_pence, reason, state, provider_refund_id, idempotency_key,
                       requested_by, created_at, updated_at)
   select b.id, p.id, b.payment_intent_id, 'offline', p.refunded_pence, 'Booking cancelled', 'succeeded', 'ore_seed' || $1 || b.id,
          'seed-refund-' || b.id, 'customer', b.cancelled_at, b.cancelled_at
     from booking b join seed_b s on s.id = b.id join booking_payment p on p.booking_id = b.id
    where p.refunded_pence > 0`,
  // The history the lifecycle writes: checkout, payment, then the steps at the point or the cancellation (its refund
  // is in the ledger, as a cancellation's is).
  `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
   select b.id, h.from_status, h.to_status, h.actor, h.note, h.action, h.at
     from booking b
     join seed_b s on s.id = b.id
     cross join lateral (values
       (1, null, 'pending_payment', 'customer', null, null, b.created_at, true),
       (2, 'pending_payment', 'confirmed', 'payment:offline', null, 'pay', b.confirmed_at, true),
       (3, 'confirmed', 'collected', 'staff:front.desk@luggage.example', null, 'collect',
           least((b.collection_date::timestamp + b.location_time::time) at time zone 'Europe/London', now()), b.status in ('collected', 'returned')),
       (4, 'collected', 'returned', 'staff:front.desk@luggage.example', null, 'return',
           least((b.return_date::timestamp + b.location_time::time) at time zone 'Europe/London', now()), b.status = 'returned'),
       (5, 'confirmed', 'no_show', 'system', null, 'mark_no_show', (b.collection_date + 1)::timestamp at time zone 'Europe/London', b.status = 'no_show'),
       (6, 'confirmed', 'cancelled', 'customer', null, 'cancel', b.cancelled_at, b.status = 'cancelled')
     ) as h(step, from_status, to_status, actor, note, action, at, happened)
    where h.happened
    order by b.id, h.step`,
  // A booking's two point legs, as the checkout writes them.
  `insert into booking_leg (booking_id, direction, kind, date, point_id, point_name, point_address, point_time, created_at, updated_at)
   select b.id, d.direction, 'point', case when d.direction = 'collection' then b.collection_date else b.return_date end,
          b.location_id, b.location_name, b.location_address, b.location_time, b.created_at, b.created_at
     from booking b join seed_b s on s.id = b.id cross join (values ('collection'), ('return')) as d(direction)`,
  // The capacity rule's counters: each half hour of each stay whose bags are held (all but the cancelled ones), from
  // its handover on the collection day to its handover on the return day (booking/capacity/moments.ts): a +bags step
  // at each span's start and a -bags step at its end, summed in slot order per point, added to the days' rows.
  `insert into location_day (location_id, day, bags)
   with held as (
     select b.location_id, b.holds_from, b.holds_until, sum(l.amount)::int as bags
       from booking b join seed_b s on s.id = b.id join seed_l l on l.booking_id = b.id
      where b.holds_bags and b.holds_until > b.holds_from
      group by b.id
   ), steps as (
     select location_id, at, sum(delta)::int as delta
       from (select location_id, holds_from as at, bags as delta from held union all select location_id, holds_until, -bags from held) as s
      group by location_id, at
   ), spans as (
     select location_id, min(at) / 48 as first_day, max(at) / 48 as last_day from steps group by location_id
   ), loads as (
     select p.location_id, g as at, sum(coalesce(s.delta, 0)) over (partition by p.location_id order by g) as bags
       from spans p cross join generate_series(p.first_day * 48, p.last_day * 48 + 47) as g
       left join steps s on s.location_id = p.location_id and s.at = g
   )
   select location_id, date '2000-01-01' + at / 48, array_agg(bags::smallint order by at)
     from loads group by location_id, at / 48
   having max(bags) > 0
   on conflict (location_id, day) do update set bags = array(select x + y from unnest(location_day.bags, excluded.bags) as u(x, y))::smallint[]`,
];

/** Room at each point for its busiest moment and a quarter more, plus a day's walk-ins: only ever raised. */
const ROOM = `
  with busiest as (select location_id, max(b) as bags from location_day cross join unnest(bags) as b group by location_id)
  update collection_location c set capacity = ceil(b.bags * 1.25)::int + 40, updated_at = now()
    from busiest b where b.location_id = c.id and c.capacity < b.bags + 20
  returning c.name, c.capacity`;

async function lookups(client) {
  await client.query(`create temp table seed_points as
    select row_number() over (order by id)::int as idx, id, name, address, collect_return_time as time from collection_location where active`);
  await client.query(`create temp table seed_items as
    select row_number() over (order by id)::int as idx, id, code, title, price_pence from storage_item where active`);
  await client.query(`create temp table seed_discounts as select rule, percentage from discount where active and rule is not null`);
  const count = async (table) => Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  return { points: await count('seed_points'), items: await count('seed_items') };
}

/** Adds `opts.bookings` bookings to the database at `url`; answers what was seeded. */
export async function seedHistory(url, opts) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const log = opts.quiet ? () => undefined : (line) => console.log(line);
  try {
    const started = performance.now();
    const { points, items } = await lookups(client);
    if (points === 0 || items === 0) throw new Error('The catalogue has no active point or no active storage item to book.');
    const today = (await client.query(`select to_char((now() at time zone 'Europe/London')::date, 'YYYY-MM-DD') as today`)).rows[0].today;
    const salt = randomBytes(4).toString('hex');
    let done = 0;
    while (done < opts.bookings) {
      const size = Math.min(opts.batch, opts.bookings - done);
      await client.query('begin');
      try {
        await client.query(CHOOSE, [points, today, opts.daysBack, opts.daysAhead, size]);
        await client.query(LINES, [items]);
        await client.query(BOOKINGS, [salt]);
        for (const sql of DEPENDENTS) await client.query(sql, sql.includes('$1') ? [salt] : []);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      done += size;
      log(`  ${done.toLocaleString('en-GB')} of ${opts.bookings.toLocaleString('en-GB')} bookings (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    const raised = (await client.query(ROOM)).rows;
    for (const { name, capacity } of raised) log(`  ${name}: capacity raised to ${capacity} bags for the seeded history`);
    await client.query('analyze');
    const seconds = (performance.now() - started) / 1000;
    const sample = (await client.query(
      `select reference, email, full_name from booking where booking_token like $1 and status = 'confirmed' and collection_date > $2::date order by id desc limit 1`,
      [`seed-${salt}-%`, today],
    )).rows[0];
    return { bookings: done, seconds: Number(seconds.toFixed(1)), today, batchTag: salt, sampleFutureBooking: sample ?? null };
  } finally {
    await client.end();
  }
}

async function main() {
  let opts;
  try {
    opts = options(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (spawnSync(process.execPath, ['scripts/ensure-built.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const { loadConfig } = await import('../backend/dist/config/app-config.js');
  const { prepareDatabase } = await import('../backend/dist/shared/database/prepare-database.js');
  const { databaseSchema } = await import('../backend/dist/database-schema.js');
  // The seed signs nothing: a placeholder spares DATABASE_URL users from giving the app's SESSION_SECRET.
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'seed-history-signs-nothing-0123456789' });
  const database = await prepareDatabase(config, databaseSchema);
  try {
    if (!opts.quiet) console.log(`Seeding ${opts.bookings.toLocaleString('en-GB')} bookings into ${database.embedded ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'}...`);
    const summary = await seedHistory(database.url, opts);
    if (!opts.quiet) console.log(`Seeded ${summary.bookings.toLocaleString('en-GB')} bookings in ${summary.seconds} s.`);
    console.log(`${SUMMARY_PREFIX}${JSON.stringify(summary)}`);
  } finally {
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
