/**
 * Bag protection: how much each bag is covered for while the business holds it, set by admins. Not set (null), nothing
 * is said about it; set, the wizard's summary, the confirmation email and the Terms state it.
 */
import { formatPounds, poundsToPence } from './money.js';

/** GET /api/bag-protection and GET/PUT /api/admin/bag-protection. Pounds at this boundary. */
export interface BagProtectionView {
  /** The cover per bag in pounds, or null when none is stated. */
  coverPerBag: number | null;
  /** The cover in words, as every place shows it; null when none is stated. */
  summary: string | null;
}

/** PUT /api/admin/bag-protection: null clears it. */
export interface BagProtectionRequest {
  coverPerBag: number | null;
}

/** Pounds: the most cover per bag an admin may state. */
export const BAG_COVER_MAX = 100_000;

/** '£500' or '£12.50': whole pounds without pence. */
const amount = (pence: number) => (pence % 100 === 0 ? `£${(pence / 100).toLocaleString('en-GB')}` : formatPounds(pence));

/** The cover in words, or null when none is set. */
export function describeBagProtection(coverPence: number | null): string | null {
  if (coverPence === null) return null;
  return `Bag protection: each bag is covered up to ${amount(coverPence)} against loss or damage while we look after it.`;
}

export function toBagProtectionView(coverPence: number | null): BagProtectionView {
  return { coverPerBag: coverPence === null ? null : coverPence / 100, summary: describeBagProtection(coverPence) };
}

/** Pounds from the request to pence, or null. */
export const bagCoverPence = (coverPerBag: number | null): number | null => (coverPerBag === null ? null : poundsToPence(coverPerBag));
