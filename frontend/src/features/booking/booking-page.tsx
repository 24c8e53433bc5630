import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder: the booking wizard (spec section 2, "Booking wizard steps") replaces this.
export function BookingPage() {
  return (
    <ComingSoon title="Book your luggage storage">
      <p>Online booking opens here very soon.</p>
    </ComingSoon>
  );
}
