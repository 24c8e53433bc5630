import type { CheckInBookingView, CheckInStep } from '@luggage/contracts';
import { Fragment, lazy, Suspense, useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { findBooking, handBack, scanPass, tagBags, takeStep, undoStep } from './api/check-in';
import { BookingPanel } from './components/booking-panel';
import { FindForm } from './components/find-form';
import { OverdueList } from './components/overdue-list';
import { StaffDayLists } from './components/staff-day-lists';
import './staff.css';

// The camera and the QR reader load only when staff start scanning.
const CameraScanner = lazy(() => import('../../components/camera-scanner/camera-scanner').then((m) => ({ default: m.CameraScanner })));

type Errors = Record<string, string[]>;

/**
 * /staff, made for a phone: scan the customer's pass or type the reference and PIN, see the booking, and take the one
 * step it needs now ("Mark collected" or "Mark returned"), with an undo for five minutes. Below, the day's lists of the
 * staff member's points; tapping a reference there fills the find form. Above it all, the bookings overdue at those
 * points. "Extend" on the booking gives a later pick-up or more nights, the difference taken at the point. Staff and
 * admins only (drivers go to /driver).
 */
export function CheckInPage() {
  usePageTitle('Check-in');
  const { user, ready } = useSession();
  const [booking, setBooking] = useState<CheckInBookingView | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [prefill, setPrefill] = useState<{ reference: string } | null>(null);
  /** The line after an extension, until the next call. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Counts the steps taken, so the day's lists are read again after each. */
  const [changes, setChanges] = useState(0);

  const run = useCallback(async (call: () => Promise<CheckInBookingView>, isStep = false) => {
    setBusy(true);
    setProblem(null);
    setErrors({});
    setNotice(null);
    try {
      setBooking(await call());
      if (isStep) setChanges((n) => n + 1);
    } catch (error) {
      console.warn('Check-in call failed', error);
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  const onScan = useCallback(
    (token: string) => {
      setScanning(false);
      void run(() => scanPass(token));
    },
    [run],
  );
  const onFind = useCallback((reference: string, pin: string) => void run(() => findBooking(reference, pin)), [run]);
  const step = (action: CheckInStep, reason?: string) => booking && void run(() => takeStep(booking.reference, action, reason), true);
  const extended = (view: CheckInBookingView, line: string) => {
    setBooking(view);
    setNotice(line);
    setProblem(null);
    setChanges((n) => n + 1);
  };
  const pick = useCallback((reference: string) => {
    setNotice(null);
    setBooking(null);
    setScanning(false);
    setProblem(null);
    setErrors({});
    setPrefill({ reference });
  }, []);
  const next = () => {
    setNotice(null);
    setBooking(null);
    setPrefill(null);
  };

  if (!ready) return <PageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role === 'customer') return <Navigate to="/" replace />;
  if (user.role === 'driver') return <Navigate to="/driver" replace />;
  return (
    <section className="container page staff-page" aria-labelledby="staff-title">
      <p className="eyebrow">Staff</p>
      <h1 id="staff-title">Check-in</h1>
      <OverdueList changes={changes} onPick={pick} />
      {/* Keyed: two screens, not one to update. Unkeyed, the green "Scan the pass" button could be reused as the white
          "Next customer" one, its colours passing each other in the 0.15 s transition (text as light as its background). */}
      {booking ? (
        <Fragment key="booking">
          <BookingPanel booking={booking} busy={busy} errors={errors}
            onStep={() => booking.action && step(booking.action)} onUndo={() => void run(() => undoStep(booking.reference), true)}
            onTags={(tags, note) => void run(() => tagBags(booking.reference, tags, note), true)}
            onHandBack={(tags) => void run(() => handBack(booking.reference, tags), true)}
            onExtended={extended} notice={notice} />
          <div role="alert" className="staff-page__alert">
            {problem && <p className="problem">{problem}</p>}
          </div>
          <Button variant="secondary" size="lg" className="staff-page__next" onClick={next}>
            Next customer
          </Button>
        </Fragment>
      ) : (
        <Fragment key="find">
          {scanning ? (
            <Suspense fallback={<Spinner label="Opening the camera…" />}>
              <CameraScanner onScan={onScan} onClose={() => setScanning(false)} />
            </Suspense>
          ) : (
            <Button size="lg" className="staff-page__scan" onClick={() => setScanning(true)}>
              Scan the pass
            </Button>
          )}
          <p className="staff-page__or">or type the reference and PIN</p>
          <FindForm busy={busy} errors={errors} onFind={onFind} prefill={prefill} />
          <div role="alert" className="staff-page__alert">
            {problem && <p className="problem">{problem}</p>}
          </div>
        </Fragment>
      )}
      <StaffDayLists everyPoint={user.role === 'admin'} changes={changes} onPick={pick} />
    </section>
  );
}
