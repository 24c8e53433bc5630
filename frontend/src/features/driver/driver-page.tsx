import { DRIVER_TEXTS, formatReadableDate } from '@luggage/contracts';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useApiData } from '../../lib/use-api-data';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { workplaceOf } from '../../lib/workplace';
import { useCallback, useState } from 'react';
import { getDriverToday, markCollected, markDelivered, markFailed, startRun, undoStop } from './api/driver';
import { StopCard } from './components/stop-card';
import type { StopCall, StopStep } from './components/stop-call';
import './driver.css';

const citiesInWords = (cities: { city: string }[]) =>
  cities.length === 0 ? 'No cities yet: ask an admin to add yours.' : `Your cities: ${cities.map((c) => c.city).join(', ')}`;

/**
 * /driver, made for a phone: today's date and the driver's cities, then today's stops in route order, each with its
 * address, maps link, tap-to-call, bags, note and one big step (with "could not" and an undo for five minutes).
 * Drivers and admins only: staff go to /staff, customers to /.
 */
export function DriverPage() {
  usePageTitle('Driver');
  const { user, ready } = useSession();
  if (!ready) return <PageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'driver' && user.role !== 'admin') return <Navigate to={workplaceOf(user.role) ?? '/'} replace />;
  return <DriverDay />;
}

function send(legId: number, step: StopStep) {
  switch (step[0]) {
    case 'start':
      return startRun(legId);
    case 'undo':
      return undoStop(legId);
    case 'collected':
      return markCollected(legId, step[1]);
    case 'delivered':
      return markDelivered(legId, step[1]);
    case 'failed':
      return markFailed(legId, step[1].reason);
  }
}

function DriverDay() {
  const today = useApiData(getDriverToday, 'driver-today');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { reload } = today;

  const call: StopCall = useCallback(
    async (legId, ...step) => {
      setBusy(true);
      setProblem(null);
      try {
        await send(legId, step);
        reload();
        return {};
      } catch (error) {
        console.warn('Driver step failed', error);
        if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) return error.errors;
        setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
        if (error instanceof ApiError && error.status === 409) reload();
        return {};
      } finally {
        setBusy(false);
      }
    },
    [reload],
  );

  return (
    <section className="container page driver-page" aria-labelledby="driver-title">
      <p className="eyebrow">Driver</p>
      <h1 id="driver-title">Today</h1>
      {today.data ? (
        <>
          <p className="driver-page__date">{formatReadableDate(today.data.date)}</p>
          <p className="driver-page__cities">{citiesInWords(today.data.cities)}</p>
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <section className="driver-page__stops" aria-label="Stops">
            {today.data.stops.length === 0 && <p className="driver-page__empty">{DRIVER_TEXTS.noStops}</p>}
            {today.data.stops.map((stop) => (
              // Keyed by state too: a stop that moved on starts with fresh forms.
              <StopCard key={`${stop.legId}:${stop.state}`} stop={stop} busy={busy} onCall={call} reasons={today.data!.failureReasons} />
            ))}
          </section>
        </>
      ) : today.error ? (
        <div role="alert">
          <p className="problem">{today.error.status > 0 && today.error.status < 500 ? today.error.message : 'Your day could not be loaded.'}</p>
          <Button onClick={today.reload}>Try again</Button>
        </div>
      ) : (
        <Spinner label="Loading your day…" />
      )}
    </section>
  );
}
