import { type ChangeQuote, FEE_KEYS, type GetDataResponse } from '@luggage/contracts';
import { Fragment } from 'react';
import { addressDraftLine, type LegsDraft } from '../../lib/legs';
import { differenceTerm, type Reader } from './change-form';
import { useFormWords } from './use-form-words';

interface ChangeQuoteSummaryProps {
  quote: ChangeQuote;
  reader: Reader;
  legs: LegsDraft;
  /** For the delivery windows and the admins' translations of the point and item names. */
  catalog: GetDataResponse;
}

/** The booking as the change would make it, its fee lines and price, and the difference in words. Nothing is committed yet. */
export function ChangeQuoteSummary({ quote, reader, legs, catalog }: ChangeQuoteSummaryProps) {
  const { t, say, format, money, nights, named } = useFormWords();
  const { delivery } = catalog;
  const point = catalog.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id === quote.location.id);
  const pointName = named(quote.location.name, point?.nameTranslations);
  const itemName = (code: string, english: string) => named(english, catalog.storage_items.find((item) => item.code === code)?.nameTranslations);
  const collectionLine = legs.handover === 'address' ? say(addressDraftLine('collection', legs.collection, quote.collectionDate, delivery)) : '';
  const returnLine = legs.giveBack === 'address' ? say(addressDraftLine('return', legs.delivery, quote.returnDate, delivery)) : '';
  const atPoint = t('terms:legs.atPoint', { date: format.date(quote.collectionDate), point: pointName, time: quote.location.time });
  return (
    <section className="change-quote" aria-labelledby="change-quote-title">
      <h3 id="change-quote-title" className="change-quote__title">
        {t('manage:quote.title')}
      </h3>
      <dl className="change-quote__facts">
        <dt>{t('manage:quote.items')}</dt>
        <dd>
          <ul>
            {quote.items.map((item) => (
              <li key={item.code}>{t('manage:items.line', { amount: item.amount, title: itemName(item.code, item.title) })}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('manage:collection')}</dt>
        <dd>
          {collectionLine || atPoint}
          {collectionLine ? (
            <span className="change-quote__sub">{t('manage:quote.storedAt', { point: pointName })}</span>
          ) : (
            quote.location.address && <span className="change-quote__sub">{quote.location.address}</span>
          )}
        </dd>
        <dt>{t('manage:return')}</dt>
        <dd>{t('manage:quote.returnLine', { line: returnLine || format.date(quote.returnDate), nights: nights(quote.nights) })}</dd>
        {quote.fees.map((fee) => (
          <Fragment key={fee.kind}>
            <dt>{t(FEE_KEYS[fee.kind])}</dt>
            <dd>{format.money(fee.pence)}</dd>
          </Fragment>
        ))}
        {quote.promo && (
          <>
            <dt>{t('manage:quote.promoLine', { code: quote.promo.code })}</dt>
            <dd>- {money(quote.promo.discount)}</dd>
          </>
        )}
        <dt>{t('manage:quote.newPrice')}</dt>
        <dd>
          {money(quote.total)}
          {quote.discount > 0 && (
            <span className="change-quote__sub">{t('manage:quote.less', { full: money(quote.noDiscountCost), discount: money(quote.discount) })}</span>
          )}
          {quote.partnerPercentage > 0 && <span className="change-quote__sub">{t('manage:quote.partner', { percent: quote.partnerPercentage })}</span>}
        </dd>
        <dt>{t('manage:quote.priceNow')}</dt>
        <dd>{money(quote.currentTotal)}</dd>
      </dl>
      {quote.promoDropped && <p className="change-quote__note">{t('manage:quote.promoDropped', { code: quote.promoDropped.code, reason: quote.promoDropped.reason })}</p>}
      <p className="change-quote__difference">{say(differenceTerm(quote, reader))}</p>
    </section>
  );
}
