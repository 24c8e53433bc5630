import type { BookingView } from '../booking/index.js';
import type { CatalogService } from '../catalog/index.js';

/**
 * The meeting instructions of the booking's point (or of `pointId`, a leg's other point) as they are when the email
 * goes (an operator may have edited them), in the booking's language when an admin translated them; null when none.
 */
export async function pointInstructions(catalog: CatalogService, booking: BookingView, pointId = booking.location.id): Promise<string | null> {
  return (await catalog.instructionsOf(pointId, undefined, booking.language)) || null;
}
