import { type BookingDocumentView, formatPounds } from '@luggage/contracts';
import { useApiData } from '../../../lib/use-api-data';
import { documentPdfUrl, getBookingDocuments } from '../api/bookings';

const KIND_NAMES: Record<BookingDocumentView['kind'], string> = { invoice: 'VAT invoice', credit_note: 'Credit note', receipt: 'Receipt', refund_receipt: 'Refund receipt' };

/** What a document says of itself beside its number: what it refers to, what cancelled it. */
function noteOf(document: BookingDocumentView): string {
  if (document.cancelledBy) return `cancelled by ${document.cancelledBy}`;
  if (document.refersTo) return document.reason === 'reissue' ? `cancels ${document.refersTo}` : `refers to ${document.refersTo}`;
  return '';
}

/** The booking's invoices, credit notes and receipts, each a link to its PDF; issued after each payment and refund. */
export function BookingDocuments({ reference }: { reference: string }) {
  const { data, error } = useApiData((signal) => getBookingDocuments(reference, signal), `documents-${reference}`);
  return (
    <section className="admin-card" aria-labelledby="admin-booking-documents">
      <h2 id="admin-booking-documents">Invoices and credit notes</h2>
      {error && <p className="admin-message admin-message--error">{error.message}</p>}
      {data && data.length === 0 && <p className="admin-muted">None yet: a payment issues its invoice within a minute.</p>}
      {data && data.length > 0 && (
        <ul className="admin-refunds" aria-label="Documents">
          {data.map((document) => (
            <li key={document.id}>
              <a href={documentPdfUrl(document.id)} target="_blank" rel="noreferrer">
                {KIND_NAMES[document.kind]} {document.number}
              </a>{' '}
              <strong>{formatPounds(document.grossPence)}</strong>
              <span className="admin-muted">
                {' '}
                (VAT {formatPounds(document.vatPence)}), {document.issueDate} {noteOf(document)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
