import { type BookingResponse, type GetDataResponse, paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, londonDate, newBookingToken } from './booking-builders.js';
import type { TrackedPage } from './browser.js';

/** A same-origin call from inside the page, with its cookies and the XSRF header, as the SPA's api client makes. */
function callFromPage(page: TrackedPage, url: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, body }) => {
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const init: RequestInit =
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf }, body: JSON.stringify(body) };
      const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url, body },
  );
}

/** Books Bristol Bus Station in 4 days for 2 nights and pays with the 4242 test card, as the wizard would. */
export async function bookFromPage(page: TrackedPage, email: string): Promise<string> {
  const data = (await callFromPage(page, '/api/get-data')) as GetDataResponse;
  const point = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.Location === 'Bristol Bus Station');
  const request = aPaymentIntentRequest(point!.id, { email, bookingToken: newBookingToken(), collectionDate: londonDate(4) });
  const secret = (await callFromPage(page, '/api/stripe-payment-intent', request)) as string;
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  await callFromPage(page, `/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card);
  const booked = (await callFromPage(page, '/api/booking', aBookingRequest(request, secret))) as BookingResponse;
  return booked.bookingReference;
}
