import { type BookingPassView, legViewLine, type ManageBookingView, passUseLine } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { calendarUrl } from '../api/get-pass';

/** Prints the pass alone: manage.css prints `.pass-print` instead of the receipt while the root says so ("Print receipt" says 'receipt'). */
function printPass() {
  document.documentElement.dataset.print = 'pass';
  window.print();
}

/** The pass on screen: the QR code to show at the point or to the driver, the reference and the PIN, printing, and "Add to calendar". */
export function PassPanel({ token, booking, pass, failed }: { token: string; booking: ManageBookingView; pass: BookingPassView | null; failed: boolean }) {
  return (
    <section className="panel manage-panel pass-panel" aria-labelledby="manage-pass">
      <h2 id="manage-pass" className="panel__title">
        Your pass
      </h2>
      {pass ? (
        <div className="pass">
          <img className="pass__qr" src={pass.qrCode} width={180} height={180} alt={`QR code of your pass for booking ${pass.reference}`} />
          <dl className="manage-facts pass__codes">
            <dt>Reference</dt>
            <dd className="pass__code">{pass.reference}</dd>
            <dt>PIN</dt>
            <dd className="pass__code">{pass.pin}</dd>
          </dl>
        </div>
      ) : (
        <p className="manage-muted">{failed ? 'We could not load your pass just now. It is also in your confirmation email.' : 'Loading your pass…'}</p>
      )}
      <PassLegs booking={booking} />
      <div className="pass__actions">
        <a className="text-link" href={calendarUrl(token)} download={`booking-${booking.reference}.ics`}>
          Add to calendar
        </a>
        <Button variant="secondary" size="sm" onClick={printPass} disabled={!pass}>
          Print pass
        </Button>
      </div>
    </section>
  );
}

/** The printed pass: hidden on screen, printed alone by "Print pass". */
export function PrintedPass({ booking, pass }: { booking: ManageBookingView; pass: BookingPassView }) {
  return (
    <section className="pass-print" aria-label="Printed pass">
      <h2>{booking.company.name}: your pass</h2>
      <img src={pass.qrCode} width={240} height={240} alt={`QR code of your pass for booking ${pass.reference}`} />
      <p>
        Reference <strong>{pass.reference}</strong> · PIN <strong>{pass.pin}</strong>
      </p>
      <p>
        {booking.fullName}
      </p>
      <PassLegs booking={booking} />
    </section>
  );
}

/** Each leg as the manage page says it, and how the pass is used there (at a point, or by the driver at an address). */
function PassLegs({ booking }: { booking: ManageBookingView }) {
  return (
    <ul className="manage-lines pass__legs">
      {booking.legs.map((leg) => (
        <li key={leg.direction}>
          <span>{legViewLine(leg)}</span>
          <span className="manage-muted">{passUseLine(leg)}</span>
        </li>
      ))}
    </ul>
  );
}
