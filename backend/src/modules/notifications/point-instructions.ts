import type { BookingView } from '../booking/index.js';
import type { CatalogService } from '../catalog/index.js';

/** The booking's point's meeting instructions as they are when the email goes (an operator may have edited them); null when none. */
export async function pointInstructions(catalog: CatalogService, booking: BookingView): Promise<string | null> {
  return (await catalog.instructionsOf(booking.location.id)) || null;
}
