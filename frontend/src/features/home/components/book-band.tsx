import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function BookBand() {
  const { t } = useTranslation('landing');
  return (
    <section className="book-band" aria-labelledby="book-band-title">
      <div className="container book-band__inner">
        <div>
          <h2 id="book-band-title" className="book-band__title">
            {t('band.title')}
          </h2>
          <p>{t('band.text')}</p>
        </div>
        <ButtonLink to="/selection" variant="secondary" size="lg">
          {t('band.start')}
          <ArrowRightIcon width={20} height={20} />
        </ButtonLink>
      </div>
    </section>
  );
}
