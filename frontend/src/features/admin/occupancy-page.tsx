import { ATTENTION_TEXTS, type DayPeak, type OccupancyAttention, type PointOccupancy } from '@luggage/contracts';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getOccupancy } from './api/operations';
import { readableDate } from './lib/format';

const BAR_WIDTH = 28;
const GAP = 8;
const CHART_HEIGHT = 120;
/** Room above the tallest bar for its figure. */
const TOP = 16;

/** 'Tue 24 Nov 2026' -> 'Tue 24' under a bar. */
const shortNight = (dashed: string) => readableDate(dashed).split(' ').slice(0, 2).join(' ');

/** One point's nights as bars (plain SVG); the scale is its capacity, or its fullest night if that is more. */
function OccupancyChart({ point, nights }: { point: PointOccupancy; nights: string[] }) {
  const scale = Math.max(point.capacity, ...point.bags, 1);
  const width = nights.length * (BAR_WIDTH + GAP);
  const capacityY = CHART_HEIGHT - (point.capacity / scale) * CHART_HEIGHT;
  return (
    <svg className="occupancy-chart" viewBox={`0 0 ${width} ${TOP + CHART_HEIGHT + 34}`} role="presentation" aria-hidden="true" focusable="false">
      <g transform={`translate(0 ${TOP})`}>
        {point.bags.map((bags, i) => {
          const height = (bags / scale) * CHART_HEIGHT;
          const x = i * (BAR_WIDTH + GAP);
          const full = bags >= point.capacity;
          return (
            <g key={nights[i]}>
              <rect x={x} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={height} className={full ? 'occupancy-bar occupancy-bar--full' : 'occupancy-bar'} />
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT - height - 4} textAnchor="middle" className="occupancy-figure">
                {bags}
              </text>
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT + 14} textAnchor="middle" className="occupancy-night">
                {shortNight(nights[i]).split(' ')[0]}
              </text>
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT + 28} textAnchor="middle" className="occupancy-night">
                {shortNight(nights[i]).split(' ')[1]}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={capacityY} y2={capacityY} className="occupancy-capacity" />
      </g>
    </svg>
  );
}

/** '7 bags at 13:00', or 'None' on a day without bags. */
const peakText = (peak: DayPeak) => (peak.at === null ? 'None' : `${peak.bags} bag${peak.bags === 1 ? '' : 's'} at ${peak.at}`);

/** The same figures for screen readers: one row per night, with that day's peak. */
function OccupancyTable({ point, nights }: { point: PointOccupancy; nights: string[] }) {
  return (
    <table className="visually-hidden">
      <caption>Bags booked per night at {point.location.name}</caption>
      <thead>
        <tr>
          <th scope="col">Night</th>
          <th scope="col">Bags booked</th>
          <th scope="col">Capacity</th>
          <th scope="col">Peak of the day</th>
        </tr>
      </thead>
      <tbody>
        {nights.map((night, i) => (
          <tr key={night}>
            <th scope="row">{readableDate(night)}</th>
            <td>{point.bags[i]}</td>
            <td>{point.capacity}</td>
            <td>{peakText(point.peaks[i])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Bookings a later change to their point left on a closed day or over its capacity (any date ahead, not only 14 nights). */
function NeedsAttention({ attention }: { attention: OccupancyAttention }) {
  const { closedDays, overCapacity } = attention;
  return (
    <section className="admin-card occupancy-attention" aria-labelledby="occupancy-attention">
      <h2 id="occupancy-attention">{ATTENTION_TEXTS.heading}</h2>
      {closedDays.length === 0 && overCapacity.length === 0 ? (
        <p className="admin-muted">{ATTENTION_TEXTS.nothing}</p>
      ) : (
        <>
          <p className="admin-muted">{ATTENTION_TEXTS.intro}</p>
          {closedDays.length > 0 && (
            <ul aria-label="Bookings on closed days">
              {closedDays.map((entry) => (
                <li key={`${entry.reference} ${entry.handover}`}>
                  <Link to={`/admin-dashboard/bookings/${entry.reference}`} className="admin-link admin-reference">
                    {entry.reference}
                  </Link>
                  {`: ${entry.handover === 'collection' ? 'collection' : 'return'} on ${readableDate(entry.date)}. ${entry.why}.`}
                </li>
              ))}
            </ul>
          )}
          {overCapacity.length > 0 && (
            <ul aria-label="Nights over capacity">
              {overCapacity.map((night) => (
                <li key={`${night.location.id} ${night.night}`}>{`${night.location.name}, night of ${readableDate(night.night)}: ${night.bags} bags for a capacity of ${night.capacity}.`}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** /admin-dashboard/occupancy: bags booked against capacity per point for the next 14 nights, and today's peak. */
export function OccupancyPage() {
  usePageTitle('Occupancy');
  const occupancy = useApiData(getOccupancy, 'occupancy');
  return (
    <div className="occupancy">
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Occupancy</p>
          <h1>Bags booked, next 14 nights</h1>
        </div>
      </div>
      {occupancy.error && <p className="admin-message admin-message--error">{occupancy.error.message}</p>}
      {!occupancy.data && occupancy.loading && <PageSpinner label="Loading the occupancy…" />}
      {occupancy.data && <NeedsAttention attention={occupancy.data.attention} />}
      {occupancy.data?.points.map((point) => (
        <section key={point.location.id} className="admin-card occupancy-point" aria-labelledby={`occupancy-${point.location.id}`}>
          <h2 id={`occupancy-${point.location.id}`}>{point.location.name}</h2>
          <p className="admin-muted">{`Capacity ${point.capacity} bags per night`}</p>
          <p className="occupancy-peak">{point.peaks[0].at === null ? 'No bags today' : `Peak ${peakText(point.peaks[0])} today`}</p>
          <div className="occupancy-scroll">
            <OccupancyChart point={point} nights={occupancy.data!.nights} />
          </div>
          <OccupancyTable point={point} nights={occupancy.data!.nights} />
        </section>
      ))}
    </div>
  );
}
