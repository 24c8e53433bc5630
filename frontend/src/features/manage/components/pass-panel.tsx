import { type BagTagsSummary, type BookingPassView, legLineTerm, type ManageBookingView, passUseTerm, type PhotoView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { richText } from '../../../lib/i18n/rich-text';
import { calendarUrl } from '../api/get-pass';
import { useManageWords } from '../lib/use-manage-words';
import { useSameDayWords } from './same-day-when';

/** Prints the pass alone: manage.css prints `.pass-print` instead of the receipt while the root says so ("Print receipt" says 'receipt'). */
function printPass() {
  document.documentElement.dataset.print = 'pass';
  window.print();
}

/** The pass on screen: the QR code to show at the point or to the driver, the reference and the PIN, printing, and "Add to calendar". */
export function PassPanel({ token, booking, pass, failed }: { token: string; booking: ManageBookingView; pass: BookingPassView | null; failed: boolean }) {
  const { t } = useManageWords();
  return (
    <section className="panel manage-panel pass-panel" aria-labelledby="manage-pass">
      <h2 id="manage-pass" className="panel__title">
        {t('pass.title')}
      </h2>
      {pass ? (
        <div className="pass">
          <img className="pass__qr" src={pass.qrCode} width={180} height={180} alt={t('pass.qrAlt', { reference: pass.reference })} />
          <dl className="manage-facts pass__codes">
            <dt>{t('pass.reference')}</dt>
            <dd className="pass__code">{pass.reference}</dd>
            <dt>{t('pass.pin')}</dt>
            <dd className="pass__code">{pass.pin}</dd>
          </dl>
        </div>
      ) : (
        <p className="manage-muted">{failed ? t('pass.failed') : t('pass.loading')}</p>
      )}
      {pass?.tagged && <TaggedLine booking={booking} tagged={pass.tagged} />}
      {pass && <HandoverPhotos photos={pass.photos} />}
      <PassLegs booking={booking} />
      <div className="pass__actions">
        <a className="text-link" href={calendarUrl(token)} download={`booking-${booking.reference}.ics`}>
          {t('pass.calendar')}
        </a>
        <Button variant="secondary" size="sm" onClick={printPass} disabled={!pass}>
          {t('pass.print')}
        </Button>
      </div>
    </section>
  );
}

/** The printed pass: hidden on screen, printed alone by "Print pass". */
export function PrintedPass({ booking, pass }: { booking: ManageBookingView; pass: BookingPassView }) {
  const { t } = useManageWords();
  const strong = (code: string) => <strong>{code}</strong>;
  return (
    <section className="pass-print" aria-label={t('pass.printed')}>
      <h2>{t('pass.printedTitle', { company: booking.company.name })}</h2>
      <img src={pass.qrCode} width={240} height={240} alt={t('pass.qrAlt', { reference: pass.reference })} />
      <p>{richText(t('pass.codes', { reference: pass.reference, pin: pass.pin }), { strong })}</p>
      <p>{booking.fullName}</p>
      {pass.tagged && <TaggedLine booking={booking} tagged={pass.tagged} />}
      <PassLegs booking={booking} />
    </section>
  );
}

/** "2 bags tagged 10:42 at Bristol Bus Station: T-0412, T-0413": the bags' tags from the hand-over (issue 42). */
function TaggedLine({ booking, tagged }: { booking: ManageBookingView; tagged: BagTagsSummary }) {
  const { t, dateTime, pointName } = useManageWords();
  const words = { count: tagged.tags.length, time: dateTime(tagged.at), tags: tagged.tags.join(', ') };
  return (
    <p className="pass__tagged">
      {tagged.point ? t('tags.tagged', { ...words, point: pointName(booking.location.id, booking.location.name) }) : t('tags.taggedByDriver', words)}
    </p>
  );
}

/** The photos of the bags taken at the hand-over, as thumbnails (each opens the full photo), served by the manage link. */
function HandoverPhotos({ photos }: { photos: readonly PhotoView[] }) {
  const { t } = useManageWords();
  if (photos.length === 0) return null;
  return (
    <ul className="pass__photos" aria-label={t('claims.handoverTitle')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.url} alt={t('claims.handoverAlt', { number: index + 1 })} width={64} height={64} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Each leg as the manage page says it, and how the pass is used there (at a point, or by the driver at an address). */
function PassLegs({ booking }: { booking: ManageBookingView }) {
  const { t, say, format, pointName } = useManageWords();
  if (booking.sameDay) return <SameDayPassLine booking={booking} />;
  return (
    <ul className="manage-lines pass__legs">
      {booking.legs.map((leg) => {
        const point = leg.point ? pointName(leg.point.id, leg.point.name) : undefined;
        return (
          <li key={leg.direction}>
            <span>{say(legLineTerm(leg, format.date(leg.date), point))}</span>
            <span className="manage-muted">{say(passUseTerm(leg, point ?? t('terms:pass.thePoint')))}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** A same-day stay on the pass: "Thu 3 Dec 2026, Bristol Bus Station · Drop off 11:00 · Pick up 17:00", the closing time, and the pass's use. */
function SameDayPassLine({ booking }: { booking: ManageBookingView }) {
  const { t, say, format, pointName } = useManageWords();
  const { closes } = useSameDayWords();
  const stay = booking.sameDay!;
  const point = pointName(booking.location.id, booking.location.name);
  const closing = closes(stay);
  return (
    <ul className="manage-lines pass__legs pass__legs--same-day">
      <li>
        <span>{t('sameDay.passLine', { date: format.date(stay.date), point, dropOff: stay.dropOffTime, pickUp: stay.pickUpTime })}</span>
        {closing && <strong className="same-day-when__closes">{closing}</strong>}
        <span className="manage-muted">{say(passUseTerm({ kind: 'point' }, point))}</span>
      </li>
    </ul>
  );
}
