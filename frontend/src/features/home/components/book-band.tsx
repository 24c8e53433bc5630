import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function BookBand() {
  return (
    <section className="book-band" aria-labelledby="book-band-title">
      <div className="container book-band__inner">
        <div>
          <h2 id="book-band-title" className="book-band__title">
            Ready to explore hands-free?
          </h2>
          <p>Book in a couple of minutes and get your reference straight away.</p>
        </div>
        <ButtonLink to="/selection" variant="secondary" size="lg">
          Start your booking
          <ArrowRightIcon width={20} height={20} />
        </ButtonLink>
      </div>
    </section>
  );
}
