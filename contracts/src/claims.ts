/**
 * Claims (issue 42, part 5): a customer reports a problem with their bags from the manage page, within CLAIM_LIMITS.windowDays
 * of the return; admins answer, ask for more, and decide, paying out up to the bag protection cover per bag. Money in
 * pounds at this boundary, as elsewhere.
 */

export const CLAIM_KINDS = ['damaged', 'missing_item', 'missing_bag', 'late_hand_back', 'other'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['received', 'needs_information', 'accepted', 'partly_accepted', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Still waiting for the team's decision. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['received', 'needs_information'];

export const CLAIM_OUTCOMES = ['accepted', 'partly_accepted', 'rejected'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

export const CLAIM_LIMITS = {
  /** Days after the return date a claim may be filed. */
  windowDays: 14,
  /** Working days (Monday to Friday) the team has to answer a claim. */
  answerWorkingDays: 5,
  photos: 5,
  /** Bytes of one uploaded photo, before it is re-encoded. */
  photoBytes: 10 * 1024 * 1024,
  descriptionMax: 2000,
  messageMax: 2000,
  reasonMax: 1000,
} as const;

/** A stored photo, served privately: the URL works only with the manage link or an admin's session. */
export interface PhotoView {
  id: number;
  url: string;
  /** ISO 8601 */
  takenAt: string;
}

export interface ClaimMessageView {
  /** 'customer' (from the manage page) or 'team' (an admin's reply or request for information). */
  author: 'customer' | 'team';
  body: string;
  /** ISO 8601 */
  at: string;
}

/** What was paid out on a decided claim: to the card up to what was paid, the rest by a recorded bank transfer. */
export interface ClaimPayoutView {
  amount: number;
  toCard: number;
  byBankTransfer: number;
}

/** GET /api/manage/{token}/claims: one claim as its customer sees it. */
export interface ManageClaimView {
  id: number;
  kind: ClaimKind;
  status: ClaimStatus;
  description: string;
  photos: PhotoView[];
  messages: ClaimMessageView[];
  /** The decision's reason (decided claims), in the words the team wrote. */
  reason: string | null;
  payout: ClaimPayoutView | null;
  /** ISO 8601 */
  createdAt: string;
}

export interface ManageClaimsView {
  claims: ManageClaimView[];
  /** Whether a new claim may be filed now (the bags were handed over, and it is within the window after the return). */
  canFile: boolean;
  /** DD-MM-YYYY: the last day a claim may be filed (null before the bags were handed over). */
  fileUntil: string | null;
  /** The photos staff took when they took the bags. */
  handoverPhotos: PhotoView[];
}

/** GET /api/admin/claims: one claim in the queue. */
export interface AdminClaimView extends ManageClaimView {
  reference: string;
  customerName: string;
  /** The booking's language: replies are written in it. */
  language: string;
  /** ISO 8601: when the answer is due (5 working days from filing). */
  dueAt: string;
  overdue: boolean;
  /** Pounds: the most that may be paid out (cover per bag times bags), or null when no cover is set. */
  maxPayout: number | null;
  /** Pounds: what the card can still be refunded. */
  refundableToCard: number;
  decidedBy: string | null;
}

export interface AdminClaimsView {
  claims: AdminClaimView[];
}

/** The dashboard's figures. */
export interface ClaimsSummary {
  open: number;
  overdue: number;
  /** Pounds paid out on claims decided this calendar month (London). */
  paidThisMonth: number;
}

/** POST /api/admin/claims/{id}/reply: a message to the customer; `needsInformation` asks them to answer from the manage page. */
export interface ClaimReplyRequest {
  message: string;
  needsInformation?: boolean;
}

/** POST /api/admin/claims/{id}/decide */
export interface ClaimDecisionRequest {
  outcome: ClaimOutcome;
  /** Pounds; required when accepted or partly accepted. */
  amount?: number;
  reason: string;
}
