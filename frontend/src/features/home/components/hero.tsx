import { MAX_NIGHTS } from '@luggage/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SITE } from '../../../config/site';
import { HeroIllustration } from './hero-illustration';
import { StartPrice } from './start-price';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Bristol · Bath</p>
          <h1 id="hero-title" className="hero__title">
            {SITE.name}
          </h1>
          <p className="hero__tagline">
            Luggage collection, storage and delivery across Bristol and Bath. Hand us your bags at the station and
            explore hands-free.
          </p>
          <StartPrice />
          <div className="hero__actions">
            <ButtonLink to="/selection" size="lg">
              Book Now
              <ArrowRightIcon width={20} height={20} />
            </ButtonLink>
            <a className="text-link" href="#meeting-points">
              See meeting points
            </a>
          </div>
          <ul className="hero__points">
            <li>No account needed</li>
            <li>Pay securely by card</li>
            <li>Store for up to {MAX_NIGHTS} nights</li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
