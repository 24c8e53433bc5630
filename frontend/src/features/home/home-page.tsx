import { usePageTitle } from '../../lib/use-page-title';
import { BookBand } from './components/book-band';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { MeetingPoints } from './components/meeting-points';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <HowItWorks />
      <MeetingPoints />
      <BookBand />
    </>
  );
}
