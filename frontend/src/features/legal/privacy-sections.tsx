import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** What the notice needs from the operator's settings (GET /api/get-data). */
export interface PrivacyFacts {
  company: { name: string; address: string };
  contact: ReactNode;
  retentionMonths: number;
  /** Whether the booking page shows a Google map (the operator has set a Maps key). */
  usesGoogleMaps: boolean;
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

/** The privacy notice in plain words, kept apart from the page like the terms. */
export function privacySections({ company, contact, retentionMonths, usesGoogleMaps }: PrivacyFacts): PrivacySection[] {
  return [
    {
      id: 'who',
      title: 'Who looks after your information',
      body: (
        <p>
          {company.name}, {company.address}, decides how your information is used (the “controller” under UK data
          protection law). Write to us at that address or email {contact} about anything on this page.
        </p>
      ),
    },
    {
      id: 'what',
      title: 'What we keep',
      body: (
        <ul>
          <li>Your name, phone number and email address, as you type them when you book.</li>
          <li>
            Your bookings: the bags, dates, collection point, price, and what happened to each booking (paid, changed,
            collected, returned, cancelled).
          </li>
          <li>
            Your payments and refunds: the amounts and dates. Card payments are made through Stripe; we never see or
            store your full card number.
          </li>
          <li>If you open an account: your name, email address and your password, stored only in scrambled (hashed) form.</li>
          <li>
            Cookies that the site needs to work, and no others: one that keeps you signed in and one that protects forms
            against forgery, both gone when you close the browser; one that tells us which browser started a booking,
            so only that browser can finish paying for it; and, after you sign in, one that remembers this browser for
            a year so that someone else&apos;s failed attempts cannot lock you out of your account. Your browser also
            keeps the links to the bookings it made, so a reload still shows your booking. We use no advertising or
            tracking cookies.
          </li>
          <li>Your internet address, for up to an hour, to limit failed sign-ins and other abuse.</li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it',
      body: (
        <ul>
          <li>To run your booking: to take your payment, meet you at the point, hand your bags back and email you about it.</li>
          <li>To keep the accounts the law asks a business to keep.</li>
          <li>To protect the service against fraud and abuse, for example by limiting repeated failed sign-ins.</li>
        </ul>
      ),
    },
    {
      id: 'who-receives',
      title: 'Who receives it',
      body: (
        <ul>
          <li>Stripe, which handles card payments and refunds.</li>
          <li>Our email provider, which delivers our emails to you.</li>
          {usesGoogleMaps && <li>Google, which shows the map of collection points on the booking page (it sees your internet address).</li>}
          <li>Our staff at the collection point, who see your name and booking to hand your bags over.</li>
        </ul>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Your name, phone number and email address are erased from a booking {months(retentionMonths)} after its
            return date. The amounts paid and refunded and the booking’s history stay, without your name, for our
            accounts.
          </li>
          <li>
            An account stays until you delete it on your account page. Bookings you made while signed in keep your
            name and email until they are erased as above, so that a booking still to come keeps working.
          </li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <>
          <p>You may ask us, free of charge:</p>
          <ul>
            <li>for a copy of the information we hold about you (access);</li>
            <li>to correct anything that is wrong (correction);</li>
            <li>to erase it, where we no longer need it to run a booking or keep our accounts (erasure);</li>
            <li>to stop or limit using it (objection and restriction);</li>
            <li>for your information in a form you can take elsewhere (portability).</li>
          </ul>
          <p>
            Email {contact} and we will answer within one month. You can delete your account yourself on your{' '}
            <Link to="/user-dashboard">account page</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: (
        <p>
          If you are unhappy with how we have used your information, please tell us first. You can also complain to the
          Information Commissioner’s Office (ICO): <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>, or call{' '}
          <a href="tel:+443031231113">0303 123 1113</a>.
        </p>
      ),
    },
  ];
}
