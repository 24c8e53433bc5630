/** What the admin's staff page and the staff API agree on (issue 14: the staff role; issue 18: drivers). */

/** The roles an admin invites: staff work at collection points, drivers in cities. */
export const TEAM_ROLES = ['staff', 'driver'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** GET /api/admin/staff: one member of the team, staff or driver. */
export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  role: TeamRole;
  /** Invited, and the set-password link not yet used (it works for three days). */
  invitationPending: boolean;
  /** The collection points they work at (staff; empty for a driver). */
  locationIds: number[];
  /** The cities they drive in (drivers; empty for staff). */
  cityIds: number[];
}

/** POST /api/admin/staff: role 'staff' when left out; a driver needs at least one city. */
export interface InviteStaffRequest {
  name: string;
  email: string;
  role?: TeamRole;
  cityIds?: number[];
}

/** PUT /api/admin/staff/{id}/locations: the whole assignment, replacing the previous one. */
export interface StaffLocationsRequest {
  locationIds: number[];
}

/** PUT /api/admin/staff/{id}/cities: a driver's whole set of cities, replacing the previous one (at least one). */
export interface DriverCitiesRequest {
  cityIds: number[];
}

export const STAFF_TEXTS = {
  alreadyStaff: 'This person is already on the staff.',
  alreadyDriver: 'This person is already a driver.',
  changedMeanwhile: 'This account changed while you were inviting it. Please try again.',
  isAdmin: 'This person is an admin already.',
  notStaff: 'No staff member with this id.',
  unknownLocation: 'Choose collection points from the list.',
  notDriver: 'No driver with this id.',
  unknownCity: 'Choose cities from the list.',
  invited: 'Invitation sent.',
} as const;
