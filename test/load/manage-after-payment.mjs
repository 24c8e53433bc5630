// The manage page's first answer right after payment: book, then at once GET /api/manage/{token} as
// /booking-confirmed/{reference} does, while the booking's email jobs run. Returns the answers' times in ms, sorted.
import { bookOnce } from './booking-flow.mjs';
import { Visitor } from './lib.mjs';

export async function manageAfterPayment(baseUrl, catalog, count, firstIndex) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const { manageToken } = await bookOnce(baseUrl, catalog, firstIndex + i);
    const t0 = performance.now();
    const answer = await new Visitor(baseUrl).request('GET', `/api/manage/${manageToken}`);
    if (answer.status !== 200) throw new Error(`manage page answered ${answer.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
