import { Migration } from '@mikro-orm/migrations';

/** 'HH:mm' as minutes since midnight, in SQL. */
const minutes = (time: string) => `(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
/** Minutes since midnight as 'HH:mm', in SQL. */
const clock = (expression: string) => `lpad(((${expression}) / 60)::text, 2, '0') || ':' || lpad(((${expression}) % 60)::text, 2, '0')`;

/**
 * Per point: an opening and a closing time for each ISO weekday ({"1": {"opens": "08:00", "closes": "20:00"}, …}) and
 * the lead time of a same-day drop-off for today (issue 40). Every point gets 08:00-20:00, except that a day whose
 * handover (its weekday_times entry, else collect_return_time) lies outside is widened to the half hours around it,
 * as contracts' openingHoursAround does, so every point's handover lies within its hours.
 */
export class MigrationOpeningHours extends Migration {
  override up(): void {
    this.addSql(`alter table collection_location
      add column opening_hours jsonb not null default '${JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, { opens: '08:00', closes: '20:00' }])))}'
        check (jsonb_typeof(opening_hours) = 'object'),
      add column lead_minutes smallint not null default 30 check (lead_minutes between 0 and 720);`);
    const handover = `coalesce(l.weekday_times ->> day::text, l.collect_return_time)`;
    this.addSql(`update collection_location l set opening_hours = (
      select jsonb_object_agg(day::text, jsonb_build_object(
        'opens', ${clock(`least(480, ${minutes(handover)} / 30 * 30)`)},
        'closes', ${clock(`greatest(1200, least(1439, (${minutes(handover)} + 29) / 30 * 30))`)}))
      from generate_series(1, 7) as day)
      where exists (select 1 from generate_series(1, 7) as day where ${minutes(handover)} not between 480 and 1200);`);
  }
}
