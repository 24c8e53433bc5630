import {
  formatterFor,
  legPresentation,
  pointMapUrl,
  isDeduction,
  priceLineKey,
  priceLines,
  priceLineTerm,
  type LegView,
  type PriceAmounts,
  type Text,
  wordsOf,
} from '@luggage/contracts';
import { Fragment, type ReactNode } from 'react';
import { answerLanguage } from '../../lib/i18n/active-language';
import { usePageTranslation } from '../../lib/i18n/page-language';
import './booked.css';

/** contracts' terms in the page's language (English on the admin's pages), with its dates and money. */
function useBookedWords() {
  const { t } = usePageTranslation(['terms', 'validation']);
  const language = answerLanguage(window.location.pathname);
  const format = formatterFor(language);
  const say = (text: Text) => wordsOf(text, language, (key, values) => t(key, values));
  return { t, say, format };
}

interface BookedLegsProps {
  legs: readonly LegView[];
  /** The stay's nights, said after the return's time. */
  nightsText?: string;
  /** A point's name in the page's language (the admin's translation); the booked English by default. */
  pointName?: (id: number, english: string) => string;
  /** What a leg adds below its place (the point's meeting instructions). */
  extra?: (leg: LegView) => ReactNode;
}

/**
 * The booking's collection and return as booked (contracts' legPresentation): each leg's day and time, or its driver's
 * window, and its place: the point with its address and a map link, or the address with the note for the driver.
 * The thank-you page, the manage page, the receipt and the admin's booking page show these same lines.
 */
export function BookedLegs({ legs, nightsText, pointName = (_id, english) => english, extra }: BookedLegsProps) {
  const { t, say } = useBookedWords();
  return (
    <dl className="booked-legs">
      {legs.map((leg) => {
        const shown = legPresentation(leg);
        const name = shown.point && pointName(shown.point.id, shown.point.name);
        return (
          <Fragment key={leg.direction}>
            <dt>{say(shown.label)}</dt>
            <dd>
              <span className="booked-legs__when">
                {say(shown.when)}
                {leg.direction === 'return' && nightsText && ` (${nightsText})`}
              </span>
              {shown.point && name && (
                <>
                  <span className="booked-legs__place">{name}</span>
                  {shown.point.address && <span className="booked-legs__sub">{shown.point.address}</span>}
                  <a className="text-link booked-legs__map" href={pointMapUrl(shown.point.name, shown.point.address)} target="_blank" rel="noopener noreferrer">
                    {t('booked.openInMaps', { name })}
                  </a>
                </>
              )}
              {shown.address && <span className="booked-legs__place">{say(shown.address)}</span>}
              {shown.note && <span className="booked-legs__sub">{t('booked.noteForDriver', { note: shown.note })}</span>}
              {extra?.(leg)}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

/**
 * The booking's price as contracts' priceLines lists it: storage at full price, the discount, each leg's fee and the
 * total, on every page that shows a booked booking.
 */
export function BookedPrice({ amounts }: { amounts: PriceAmounts }) {
  const { t, say, format } = useBookedWords();
  return (
    <dl className="booked-price">
      {priceLines(amounts).map((line) => {
        const total = line.kind === 'total' ? 'booked-price__total' : undefined;
        const amount = format.money(line.pence);
        return (
          <Fragment key={priceLineKey(line)}>
            <dt className={total}>{say(priceLineTerm(line))}</dt>
            <dd className={total}>{isDeduction(line) ? t('price.minus', { amount }) : amount}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
