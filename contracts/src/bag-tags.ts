/**
 * Bag tags and custody (issue 42): one tag per bag at the hand-over, scanned from its barcode or QR code or typed,
 * checked again at the hand-back. The rules here are pure so the staff screen and the API judge a tag alike.
 */

export const TAG_MAX_LENGTH = 32;
/** More tags than any basket holds bags (MAX_BASKET_LINES × MAX_ITEM_QUANTITY is far above what a point takes). */
export const MAX_TAGS = 50;
/** A normalised tag: letters and digits, dashes between, 1-32 characters, upper-case. */
export const TAG_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,31}$/;

/** ' t-0412 ' -> 'T-0412': what staff type or a scanner reads, as it is stored and compared. */
export const normaliseTag = (text: string): string => text.trim().toUpperCase();

/** What is wrong with a list of tags (already normalised), as a validation key's last part, with the tag it names. */
export type TagsProblem = { problem: 'required' | 'list' | 'tooMany' | 'format' | 'duplicate'; tag?: string };

export function tagsProblem(value: unknown): TagsProblem | null {
  if (value === undefined || value === null) return { problem: 'required' };
  if (!Array.isArray(value)) return { problem: 'list' };
  if (value.length === 0) return { problem: 'required' };
  if (value.length > MAX_TAGS) return { problem: 'tooMany' };
  const seen = new Set<string>();
  for (const tag of value) {
    if (typeof tag !== 'string' || !TAG_PATTERN.test(tag)) return { problem: 'format', tag: typeof tag === 'string' ? tag.slice(0, 40) : String(tag).slice(0, 40) };
    if (seen.has(tag)) return { problem: 'duplicate', tag };
    seen.add(tag);
  }
  return null;
}

/** The bags a booking's items count, against the tags recorded: a difference must be explained in a note. */
export const tagCountDiffers = (tags: readonly string[], items: readonly { amount: number }[]): boolean => tags.length !== items.reduce((sum, item) => sum + item.amount, 0);

/** The hand-back: tags read that are not the booking's (refused), and the booking's tags not read (missing). */
export function handBackCheck(held: readonly string[], seen: readonly string[]): { foreign: string[]; missing: string[] } {
  return { foreign: seen.filter((tag) => !held.includes(tag)), missing: held.filter((tag) => !seen.includes(tag)) };
}

/** POST /api/check-in/{reference}/tags: the hand-over, one tag per bag; `note` says why the count differs from the booking's. */
export interface BagTagsRequest {
  tags: string[];
  note?: string;
}

/** POST /api/check-in/{reference}/return: the hand-back, every tag read from the bags given back. */
export interface HandBackRequest {
  tags: string[];
}

/** The bags tagged at the hand-over: when, where (the point's name, or null when a driver took them at an address). */
export interface BagTagsSummary {
  tags: string[];
  /** ISO 8601 */
  at: string;
  point: string | null;
}

/** An open incident on a booking (tags not seen at the hand-back), as admins see it. */
export interface BookingIncidentView {
  id: number;
  reference: string;
  kind: 'missing_bags';
  detail: string;
  openedBy: string;
  /** ISO 8601 */
  openedAt: string;
  resolvedAt: string | null;
  resolution: string | null;
}

export const BAG_TAG_TEXTS = {
  tagsTitle: 'Bag tags',
  tagLabel: 'Tag number',
  addTag: 'Add tag',
  scanTag: 'Scan a tag',
  removeTag: (tag: string) => `Remove ${tag}`,
  countNote: 'Why the number of bags differs',
  handOver: 'Tag and mark collected',
  tagOnly: 'Record the tags',
  handBack: 'Check tags and mark returned',
  reportMissing: 'Report missing bags',
  notTheirs: (tag: string) => `${tag} is not a tag of this booking.`,
  alreadyAdded: (tag: string) => `${tag} is already on the list.`,
  badTag: 'A tag is 1 to 32 letters, digits or dashes.',
  stillMissing: (tags: readonly string[]) => `Not seen yet: ${tags.join(', ')}.`,
  missingReported: (tags: readonly string[]) => `Missing bags reported: ${tags.join(', ')}. An admin has been told.`,
  bagsCount: (tags: number, bags: number) => `${tags} of ${bags} bag${bags === 1 ? '' : 's'} tagged`,
  heldElsewhere: (tag: string) => `${tag} is on a bag of another booking still held. Use another tag.`,
  alreadyTagged: 'The bags of this booking are tagged already.',
  noTags: 'No tags were recorded for this booking: mark it returned.',
  reasonWithoutTags: 'Give a reason to return the bags without their tags.',
  tagReused: 'A tag of these bags is on another bag now: the return cannot be undone.',
  changedMeanwhile: 'The booking changed meanwhile: find it again.',
  scanBack: 'Scan the bags’ tags to hand them back (an admin may return it without them, with a reason).',
  tagFirst: 'Tag the bags to mark them collected: one tag per bag (an admin may mark it collected without them).',
} as const;

/**
 * A step in a bag's chain of custody (issue 42), built from the rows the steps already write (the tags, the history,
 * the legs, the incidents): tagged at a point (or collected and tagged by the driver at the address), put on the van
 * for its delivery, delivered at the door or handed back at a point, missing at a hand-back, or its tag let go while
 * the booking was over (another bag needed it).
 */
export type CustodyStepKind = 'tagged' | 'collected_by_driver' | 'on_the_van' | 'delivered' | 'handed_back' | 'missing' | 'released';

export interface CustodyStepView {
  kind: CustodyStepKind;
  /** ISO 8601 */
  at: string;
  /** The point it happened at (tagged or handed back there), else null. */
  point: { id: number; name: string } | null;
  /** Admins only: who took the step ('Sam Porter'), null when no one did (a tag let go). */
  by: string | null;
  /** Admins only: the van run ('08:00–10:00 on 2026-11-30') of a driver's step. */
  run: string | null;
}

/** One bag's chain of custody, by its tag: GET /api/admin/bookings/{reference}/custody. */
export interface BagCustodyView {
  tag: string;
  /** On a bag we hold now (not handed back). */
  held: boolean;
  steps: CustodyStepView[];
}

/** The customer's view of a step (GET /api/manage/{token}/custody): no one's name, no run. */
export type CustomerCustodyStepView = Omit<CustodyStepView, 'by' | 'run'>;

export interface CustomerBagCustodyView {
  tag: string;
  held: boolean;
  steps: CustomerCustodyStepView[];
}

/** The chain as a customer may read it: names and runs left out, and tags let go (an operator's detail) not shown. */
export function customerCustody(bags: readonly BagCustodyView[]): CustomerBagCustodyView[] {
  return bags.map(({ tag, held, steps }) => ({
    tag,
    held,
    steps: steps.filter((step) => step.kind !== 'released').map(({ kind, at, point }) => ({ kind, at, point })),
  }));
}

/** An admin's line for a step: 'Tagged at Bristol Bus Station by Sam Porter'. */
export function custodyStepLine(step: CustodyStepView): string {
  const by = step.by ? ` by ${step.by}` : '';
  const run = step.run ? `, run ${step.run}` : '';
  const at = step.point ? ` at ${step.point.name}` : '';
  switch (step.kind) {
    case 'tagged':
      return `Tagged${at}${by}`;
    case 'collected_by_driver':
      return `Collected and tagged${by}${run}`;
    case 'on_the_van':
      return `On the van${by}${run}`;
    case 'delivered':
      return `Delivered${by}${run}`;
    case 'handed_back':
      return `Handed back${at}${by}`;
    case 'missing':
      return `Missing: not seen at the hand-back${by}`;
    case 'released':
      return 'Tag let go for another bag (the booking was over)';
  }
}
