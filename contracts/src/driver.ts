/** What the driver's page (/driver) and the delivery API agree on (issue 18, section 3). */

/** A city the driver works in. */
export interface DriverCityView {
  id: number;
  city: string;
}

/**
 * One stop of the driver's run. Stops come with address legs (a later step of issue 18): until bookings have them
 * there are none, so the type has no values yet.
 */
export type DriverStopView = never;

/** GET /api/driver/today: the driver's cities (an admin's: every city), today's date in London, today's stops in order. */
export interface DriverTodayView {
  /** 'YYYY-MM-DD', today in London. */
  date: string;
  cities: DriverCityView[];
  stops: DriverStopView[];
}

export const DRIVER_TEXTS = {
  noStops: 'No stops today.',
} as const;
