import { DRIVER_TEXTS, formatReadableDate } from '@luggage/contracts';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { workplaceOf } from '../../lib/workplace';
import { getDriverToday } from './api/driver';
import './driver.css';

const citiesInWords = (cities: { city: string }[]) =>
  cities.length === 0 ? 'No cities yet: ask an admin to add yours.' : `Your cities: ${cities.map((c) => c.city).join(', ')}`;

/**
 * /driver, made for a phone: today's date and the driver's cities, then today's stops. Stops come with address legs;
 * until bookings have them the day reads "No stops today.". Drivers and admins only: staff go to /staff, customers to /.
 */
export function DriverPage() {
  usePageTitle('Driver');
  const { user, ready } = useSession();
  if (!ready) return <PageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'driver' && user.role !== 'admin') return <Navigate to={workplaceOf(user.role) ?? '/'} replace />;
  return <DriverDay />;
}

function DriverDay() {
  const today = useApiData(getDriverToday, 'driver-today');
  return (
    <section className="container page driver-page" aria-labelledby="driver-title">
      <p className="eyebrow">Driver</p>
      <h1 id="driver-title">Today</h1>
      {today.data ? (
        <>
          <p className="driver-page__date">{formatReadableDate(today.data.date)}</p>
          <p className="driver-page__cities">{citiesInWords(today.data.cities)}</p>
          <section className="driver-page__stops" aria-label="Stops">
            {today.data.stops.length === 0 && <p className="driver-page__empty">{DRIVER_TEXTS.noStops}</p>}
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
