/** What the admin's staff page and the staff API agree on (issue 14: the staff role). */

/** GET /api/admin/staff: one member of staff. */
export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  /** Invited, and the set-password link not yet used (it works for three days). */
  invitationPending: boolean;
  /** The collection points they work at. */
  locationIds: number[];
}

/** POST /api/admin/staff */
export interface InviteStaffRequest {
  name: string;
  email: string;
}

/** PUT /api/admin/staff/{id}/locations: the whole assignment, replacing the previous one. */
export interface StaffLocationsRequest {
  locationIds: number[];
}

export const STAFF_TEXTS = {
  alreadyStaff: 'This person is already on the staff.',
  changedMeanwhile: 'This account changed while you were inviting it. Please try again.',
  isAdmin: 'This person is an admin already.',
  notStaff: 'No staff member with this id.',
  unknownLocation: 'Choose collection points from the list.',
  invited: 'Invitation sent.',
  passwordSet: 'Your password has been set. You can log in now.',
} as const;
