import { type ChangeQuote, type DeliveryCatalog, FEE_LABELS, formatPounds, formatReadableDate, poundsToPence } from '@luggage/contracts';
import { Fragment } from 'react';
import { addressDraftLine, type LegsDraft } from '../../lib/legs';
import { differenceWords } from './change-form';

const pounds = (amount: number) => formatPounds(poundsToPence(amount));

/** The booking as the change would make it, its fee lines and price, and the difference in words. Nothing is committed yet. */
export function ChangeQuoteSummary({ quote, reader, legs, delivery }: { quote: ChangeQuote; reader: 'customer' | 'operator'; legs: LegsDraft; delivery: DeliveryCatalog }) {
  const where = `${quote.location.name} @ ${quote.location.time}`;
  const collectionLine = legs.handover === 'address' ? addressDraftLine('collection', legs.collection, quote.collectionDate, delivery) : '';
  const returnLine = legs.giveBack === 'address' ? addressDraftLine('return', legs.delivery, quote.returnDate, delivery) : '';
  return (
    <section className="change-quote" aria-labelledby="change-quote-title">
      <h3 id="change-quote-title" className="change-quote__title">
        The booking after this change
      </h3>
      <dl className="change-quote__facts">
        <dt>Items</dt>
        <dd>
          <ul>
            {quote.items.map((item) => (
              <li key={item.code}>
                {item.amount} x {item.title}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Collection</dt>
        <dd>
          {collectionLine || `${formatReadableDate(quote.collectionDate)}, ${where}`}
          {collectionLine ? <span className="change-quote__sub">Stored at {quote.location.name}</span> : quote.location.address && <span className="change-quote__sub">{quote.location.address}</span>}
        </dd>
        <dt>Return</dt>
        <dd>
          {returnLine || formatReadableDate(quote.returnDate)} ({quote.nights} night{quote.nights === 1 ? '' : 's'})
        </dd>
        {quote.fees.map((fee) => (
          <Fragment key={fee.kind}>
            <dt>{FEE_LABELS[fee.kind]}</dt>
            <dd>{formatPounds(fee.pence)}</dd>
          </Fragment>
        ))}
        <dt>New price</dt>
        <dd>
          {pounds(quote.total)}
          {quote.discount > 0 && (
            <span className="change-quote__sub">
              {pounds(quote.noDiscountCost)} less {pounds(quote.discount)} discount
            </span>
          )}
        </dd>
        <dt>Price now</dt>
        <dd>{pounds(quote.currentTotal)}</dd>
      </dl>
      <p className="change-quote__difference">{differenceWords(quote, reader)}</p>
    </section>
  );
}
