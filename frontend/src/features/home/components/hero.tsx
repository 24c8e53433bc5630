import { MAX_NIGHTS } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SITE } from '../../../config/site';
import { HeroIllustration } from './hero-illustration';
import { StartPrice } from './start-price';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {SITE.name}
          </h1>
          <p className="hero__tagline">{t('hero.tagline')}</p>
          <StartPrice />
          <div className="hero__actions">
            <ButtonLink to="/selection" size="lg">
              {t('hero.bookNow')}
              <ArrowRightIcon width={20} height={20} />
            </ButtonLink>
            <a className="text-link" href="#meeting-points">
              {t('hero.seePoints')}
            </a>
          </div>
          <ul className="hero__points">
            <li>{t('hero.noAccount')}</li>
            <li>{t('hero.paySecurely')}</li>
            <li>{t('hero.maxNights', { count: MAX_NIGHTS })}</li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
