import { useTranslation } from 'react-i18next';

/** Stripe's test numbers and what each does, as `testMode.<outcome>` keys. */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'success'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficientFunds'],
  ['4000 0025 0000 3155', 'needsAuthentication'],
  ['4000 0000 0000 5126', 'refundsFail'],
] as const;

/** Says plainly that no money moves, and which test numbers do what. */
export function TestCardsBanner() {
  const { t } = useTranslation('checkout');
  return (
    <aside className="test-banner" aria-labelledby="test-banner-title">
      <p id="test-banner-title" className="test-banner__title">
        <span className="test-badge" aria-hidden="true">
          {t('testMode.badge')}
        </span>{' '}
        {t('testMode.title')}
      </p>
      <p className="test-banner__text">{t('testMode.text')}</p>
      <ul className="test-banner__cards">
        {TEST_CARDS.map(([number, outcome]) => (
          <li key={number}>
            <code>{number}</code> <span>({t(`testMode.${outcome}`)})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
