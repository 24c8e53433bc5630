import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The terms themselves, kept apart from the page so the wording can change without touching layout. */
/** What the business has set, in words (loaded from the API by the page). */
export interface TermsSettings {
  /** The cancellation policy in force. */
  policy: string;
  /** What a booking made inside the free window is told before it pays; null when the policy has no window. */
  lateBooking: string | null;
  /** The cover per bag; null when none is stated. */
  bagProtection: string | null;
}

export function termsSections(brand: string, contact: ReactNode, { policy, lateBooking, bagProtection }: TermsSettings): TermsSection[] {
  return [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <p>
          These terms apply to every booking with {brand} (“we”, “us”) for luggage collection, storage and return in
          Bristol and Bath. You accept them when you tick “I agree to the terms and conditions” as you book, so please
          read them first. Your statutory rights as a consumer are not affected.
        </p>
      ),
    },
    {
      id: 'booking',
      title: 'Your booking and payment',
      body: (
        <ul>
          <li>Prices are per item per night, in pounds sterling. You pay the total shown in your booking summary.</li>
          <li>
            Two or more items, and stays of two or three nights, cost less per night. Collection from your address, delivery
            to your address and a return at another point are charged per trip, as your summary shows. Discounts apply to
            storage only.
          </li>
          <li>Your booking is confirmed once your payment succeeds and we email you a booking reference.</li>
          <li>Please check your confirmation email and tell us straight away if any detail is wrong.</li>
        </ul>
      ),
    },
    {
      id: 'collection',
      title: 'Collection and return times',
      body: (
        <ul>
          <li>
            We meet you at the meeting point you chose, at the collection and return time shown for it, on your
            collection date. Please be on time and have your booking reference ready.
          </li>
          <li>We hand your items back at the same meeting point and time on the return date in your booking.</li>
          <li>
            We give items back only to someone who shows the booking reference and can confirm the name on the booking.
            We may ask for photo ID.
          </li>
          <li>
            If you are running late, email us as soon as you can. We will try to help, but if we cannot meet you we will
            offer the next available time, and any extra night is charged at the price you booked.
          </li>
          <li>
            If items are not collected, we will contact you. Items left more than 30 days after the return date may be
            disposed of after we have written to you.
          </li>
        </ul>
      ),
    },
    {
      id: 'prohibited',
      title: 'Prohibited items',
      body: (
        <>
          <p>You must not leave with us:</p>
          <ul>
            <li>anything illegal, stolen or counterfeit;</li>
            <li>weapons, firearms, ammunition, explosives or fireworks;</li>
            <li>flammable, toxic or corrosive substances, gas canisters, fuel or loose lithium batteries;</li>
            <li>perishable food, live animals or plants;</li>
            <li>
              cash, jewellery, passports and travel documents, medicines you may need, or other valuable or
              irreplaceable items;
            </li>
            <li>bags that are leaking, not closed securely, or heavier than 32 kg.</li>
          </ul>
          <p>
            We may refuse any item we reasonably believe breaks these rules, without a refund. Dangerous or illegal items
            may be handed to the police or the relevant authority.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Looking after your luggage and our liability',
      body: (
        <ul>
          <li>We take reasonable care of your items from the moment we collect them until we hand them back.</li>
          <li>
            If an item is lost or damaged in our care because we did not take reasonable care, we will pay the
            reasonable cost of repair or replacement.
          </li>
          {bagProtection && <li>{bagProtection}</li>}
          <li>
            We are not responsible for prohibited items, fragile contents that were not packed properly, existing damage
            or normal wear and tear.
          </li>
          <li>Please tell us about any loss or damage when we hand your items back, or by email within 7 days.</li>
          <li>
            Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud,
            or for anything else that cannot be limited by law.
          </li>
        </ul>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellations and changes',
      body: (
        <ul>
          <li>{policy}</li>
          {lateBooking && <li>{lateBooking}</li>}
          <li>
            Cancel or change your booking yourself with the “Manage your booking” link in your confirmation email, or
            ask for the link again at <Link to="/find-booking">Find my booking</Link>. The booking page shows, before
            you confirm, what a cancellation refunds and what a change costs.
          </li>
          <li>
            A change to a dearer booking is paid by card before it is made; a change to a cheaper one is refunded to
            the card you paid with. Refunds usually reach your account within 5 to 10 working days.
          </li>
          <li>Missed collections are not refunded.</li>
          <li>If we have to cancel your booking, we will tell you as soon as possible and refund you in full.</li>
          <li>
            Because each booking is for a specific date, the 14-day cancellation period for online purchases does not
            apply (Consumer Contracts Regulations 2013).
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy',
      title: 'Your information',
      body: (
        <p>
          We use your name, contact number and email address only to run your booking and to contact you about it. Card
          payments are handled by our payment provider; we never see or store your full card details. Our{' '}
          <Link to="/privacy">privacy notice</Link> says who receives it, how long we keep it and your rights.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact and governing law',
      body: (
        <p>
          Questions, cancellations and claims: {contact}. These terms are governed by the law of England and Wales.
        </p>
      ),
    },
  ];
}
