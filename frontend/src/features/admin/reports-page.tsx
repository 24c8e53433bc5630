import {
  type AdminReport,
  type AdminReportQuery,
  type CollectionCityView,
  formatDashed,
  formatIso,
  parseDayMonthYear,
  parseIso,
  REPORT_PERIODS,
  type ReportPeriod,
  type ReportRow,
  type ReportTotals,
  type SoldKind,
  todayInLondon,
} from '@luggage/contracts';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/form-field';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getCities } from './api/catalog';
import { getReport } from './api/reports';
import { poundsGrouped, readableDate } from './lib/format';

const PERIOD_LABELS: Record<ReportPeriod, string> = { day: 'By day', week: 'By week', month: 'By month' };

const SOLD_LABELS: Record<SoldKind, string> = {
  storage_nights: 'Storage, nights',
  storage_days: 'Storage, same-day stays',
  collection: 'Collection from an address',
  delivery: 'Delivery to an address',
  return_elsewhere: 'Return at another point',
  change_difference: 'Change differences',
  refunds: 'Refunds',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A row's period as people read it: 'Tue 4 Aug 2026', 'Week of Mon 3 Aug 2026', 'Aug 2026'. */
function periodLabel(row: ReportRow, by: ReportPeriod): string {
  if (by === 'day') return readableDate(row.period);
  if (by === 'week') return `Week of ${readableDate(row.period)}`;
  const day = parseDayMonthYear(row.period)!;
  return `${MONTHS[day.month - 1]} ${day.year}`;
}

/** This month so far, by day. */
function firstQuery(): AdminReportQuery {
  const today = todayInLondon();
  return { from: formatDashed({ ...today, day: 1 }), to: formatDashed(today), by: 'day' };
}

const isoOf = (dashed: string) => formatIso(parseDayMonthYear(dashed)!);
const dashedOf = (iso: string) => {
  const day = parseIso(iso);
  return day ? formatDashed(day) : '';
};

function ReportFilters({ query, cities, onApply }: { query: AdminReportQuery; cities: CollectionCityView[]; onApply: (query: AdminReportQuery) => void }) {
  const [cityId, setCityId] = useState(query.cityId ? String(query.cityId) : '');
  const points = cities.filter((city) => cityId === '' || String(city.id) === cityId);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => String(data.get(name) ?? '');
    const by = REPORT_PERIODS.find((period) => period === read('by')) ?? 'day';
    const number = (name: string) => (read(name) === '' ? undefined : Number(read(name)));
    onApply({ from: dashedOf(read('from')), to: dashedOf(read('to')), by, cityId: number('cityId'), locationId: number('locationId') });
  };
  return (
    <form className="admin-filters report-filters" onSubmit={onSubmit} aria-label="Report range">
      <InputField idPrefix="report" name="from" label="From" type="date" defaultValue={isoOf(query.from)} required />
      <InputField idPrefix="report" name="to" label="To" type="date" defaultValue={isoOf(query.to)} required />
      <SelectField idPrefix="report" name="by" label="Period" defaultValue={query.by}>
        {REPORT_PERIODS.map((period) => (
          <option key={period} value={period}>
            {PERIOD_LABELS[period]}
          </option>
        ))}
      </SelectField>
      <SelectField idPrefix="report" name="cityId" label="City" value={cityId} onChange={(event) => setCityId(event.target.value)}>
        <option value="">All cities</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.city}
          </option>
        ))}
      </SelectField>
      <SelectField idPrefix="report" name="locationId" label="Point" key={cityId} defaultValue={query.locationId ? String(query.locationId) : ''}>
        <option value="">All points</option>
        {points.flatMap((city) =>
          city.get_locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.Location}
            </option>
          )),
        )}
      </SelectField>
      <div className="admin-filters__actions">
        <Button type="submit">Show</Button>
      </div>
    </form>
  );
}

const MONEY: { key: keyof ReportTotals; label: string }[] = [
  { key: 'gross', label: 'Gross' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'net', label: 'Net' },
  { key: 'vat', label: 'VAT' },
];

function Totals({ report }: { report: AdminReport }) {
  return (
    <dl className="report-totals" aria-label="Totals">
      {MONEY.map(({ key, label }) => (
        <div key={key} className="report-total">
          <dt>{label}</dt>
          <dd data-testid={`total-${key}`}>{poundsGrouped(report.totals[key])}</dd>
          <dd className="admin-muted">{`Last year ${poundsGrouped(report.lastYear.totals[key])}`}</dd>
        </div>
      ))}
      <div className="report-total">
        <dt>Bookings made</dt>
        <dd data-testid="total-bookings">{report.totals.bookings}</dd>
        <dd className="admin-muted">{`Last year ${report.lastYear.totals.bookings}`}</dd>
      </div>
    </dl>
  );
}

function PeriodTable({ report, labels }: { report: AdminReport; labels: string[] }) {
  return (
    // Scrolls on its own beside the chart on a wide screen; focusable so a keyboard can scroll it.
    <div className="admin-table-wrap report-scroll" tabIndex={0} role="region" aria-label="Money by period">
      <table className="admin-table report-table">
        <caption className="visually-hidden">Money by period, with last year's net</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {MONEY.map(({ key, label }) => (
              <th key={key} scope="col" className="num">
                {label}
              </th>
            ))}
            <th scope="col" className="num">
              Bookings
            </th>
            <th scope="col" className="num">
              Net last year
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, i) => (
            <tr key={row.period}>
              <th scope="row">{labels[i]}</th>
              {MONEY.map(({ key }) => (
                <td key={key} className="num">
                  {poundsGrouped(row[key])}
                </td>
              ))}
              <td className="num">{row.bookings}</td>
              <td className="num">{report.lastYear.rows[i] ? poundsGrouped(report.lastYear.rows[i].net) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SoldTable({ report }: { report: AdminReport }) {
  const lastYear = new Map(report.lastYear.bySold.map((line) => [line.kind, line.pence]));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table report-table">
        <caption>What was sold</caption>
        <thead>
          <tr>
            <th scope="col">Sold as</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Last year
            </th>
          </tr>
        </thead>
        <tbody>
          {report.bySold.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{SOLD_LABELS[line.kind]}</th>
              <td className="num">{poundsGrouped(line.pence)}</td>
              <td className="num">{poundsGrouped(lastYear.get(line.kind) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Net</th>
            <td className="num">{poundsGrouped(report.totals.net)}</td>
            <td className="num">{poundsGrouped(report.lastYear.totals.net)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="admin-muted">
        Bag protection is a cover stated with each booking, not something sold, so it has no line. A booking&apos;s first payment is split by what the booking holds now.
      </p>
    </div>
  );
}

/** A chunk of its own: Chart.js loads only when a report is drawn, never with the admin's other pages. */
const ReportChart = lazy(() => import('./components/report-chart').then((m) => ({ default: m.ReportChart })));

function Report({ report }: { report: AdminReport }) {
  const labels = useMemo(() => report.rows.map((row) => periodLabel(row, report.by)), [report]);
  return (
    <>
      <p className="admin-muted">{`${readableDate(report.from)} to ${readableDate(report.to)}; last year ${readableDate(report.lastYear.from)} to ${readableDate(report.lastYear.to)}. Payments count on the day they were taken, refunds on the day they succeeded (pending ones not yet). VAT at ${report.vatRatePercent} % is inside each payment and refund, rounded to the penny on each, then added up.`}</p>
      <Totals report={report} />
      <div className="report-side-by-side">
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <ReportChart labels={labels} rows={report.rows} lastYear={report.lastYear.rows} />
        </Suspense>
        <PeriodTable report={report} labels={labels} />
      </div>
      <SoldTable report={report} />
    </>
  );
}

/** /admin-dashboard/reports: gross, refunds, net and VAT of a range, by period, by what was sold, beside last year's. */
export function ReportsPage() {
  usePageTitle('Reports');
  const [query, setQuery] = useState<AdminReportQuery>(firstQuery);
  const cities = useApiData(getCities, 'cities');
  const report = useApiData((signal) => getReport(query, signal), JSON.stringify(query));
  return (
    <div className="reports">
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Reports</p>
          <h1>Revenue</h1>
        </div>
      </div>
      <ReportFilters query={query} cities={cities.data ?? []} onApply={setQuery} />
      {report.error && (
        <p className="admin-message admin-message--error" role="alert">
          {Object.values(report.error.errors).flat().join(' ') || report.error.message}
        </p>
      )}
      {!report.data && report.loading && <PageSpinner label="Loading the report…" />}
      {report.data && <Report report={report.data} />}
    </div>
  );
}
