import { BAG_TAG_TEXTS, CHECK_IN_TEXTS, type CheckInBookingView, handBackCheck, normaliseTag, TAG_PATTERN } from '@luggage/contracts';
import { lazy, type SyntheticEvent, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldMessages } from '../../../components/ui/field-messages';
import { Spinner } from '../../../components/ui/spinner';

// The camera and the code reader load only when staff start scanning a tag.
const CameraScanner = lazy(() => import('../../../components/camera-scanner/camera-scanner').then((m) => ({ default: m.CameraScanner })));
/** The barcodes bag tags carry, read where the browser's BarcodeDetector can (QR codes everywhere). */
const TAG_BARCODES = ['code_128', 'code_39', 'ean_13'];

interface TagEntryProps {
  booking: CheckInBookingView;
  /** handOver: one tag per bag, then the collection; handBack: the booking's tags read again, then the return. */
  mode: 'handOver' | 'handBack';
  busy: boolean;
  errors: Record<string, string[]>;
  onSubmit: (tags: string[], note?: string) => void;
}

/**
 * The bags' tags at the counter, scanned with the camera or typed: at the hand-over one per bag (a different count
 * needs a note), at the hand-back each of the booking's tags, a tag not the booking's refused where it was typed.
 */
export function TagEntry({ booking, mode, busy, errors, onSubmit }: TagEntryProps) {
  const [tags, setTags] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const expected = useMemo(() => booking.tagged?.tags ?? [], [booking.tagged]);
  const bags = booking.bags.reduce((sum, bag) => sum + bag.amount, 0);
  const handBack = mode === 'handBack';

  const add = useCallback(
    (text: string) => {
      const tag = normaliseTag(text);
      if (!TAG_PATTERN.test(tag)) return setProblem(BAG_TAG_TEXTS.badTag);
      if (tags.includes(tag)) return setProblem(BAG_TAG_TEXTS.alreadyAdded(tag));
      if (handBack && !expected.includes(tag)) return setProblem(BAG_TAG_TEXTS.notTheirs(tag));
      setProblem(null);
      setDraft('');
      setTags((list) => [...list, tag]);
    },
    [tags, handBack, expected],
  );
  const onScan = useCallback(
    (text: string) => {
      setScanning(false);
      add(text);
    },
    [add],
  );
  const submitDraft = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.trim()) add(draft);
  };

  const { missing } = handBackCheck(expected, tags);
  const countDiffers = !handBack && tags.length !== bags;
  const noteLabel = booking.overrideNeeded ? 'Reason (before the collection day)' : BAG_TAG_TEXTS.countNote;
  const tagErrors = [...(problem ? [problem] : []), ...(errors.tags ?? [])];
  const label = handBack && tags.length > 0 && missing.length > 0 ? BAG_TAG_TEXTS.reportMissing : handBack ? CHECK_IN_TEXTS.markReturned : CHECK_IN_TEXTS.markCollected;

  return (
    <div className="staff-tags">
      <h3 className="staff-tags__title">{BAG_TAG_TEXTS.tagsTitle}</h3>
      {scanning ? (
        <Suspense fallback={<Spinner label="Opening the camera…" />}>
          <CameraScanner onScan={onScan} onClose={() => setScanning(false)} target="the bag's tag" fallback="Type the tag number instead." barcodes={TAG_BARCODES} />
        </Suspense>
      ) : (
        <Button variant="secondary" className="staff-tags__scan" disabled={busy} onClick={() => setScanning(true)}>
          {BAG_TAG_TEXTS.scanTag}
        </Button>
      )}
      <form className="staff-tags__add" onSubmit={submitDraft} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="staff-tag">
            {BAG_TAG_TEXTS.tagLabel}
          </label>
          <input id="staff-tag" className="field__input staff-find__input" autoCapitalize="characters" autoComplete="off" maxLength={40} value={draft}
            onChange={(e) => setDraft(e.target.value)} aria-invalid={tagErrors.length > 0} aria-describedby={tagErrors.length > 0 ? 'staff-tag-error' : undefined} />
          <FieldMessages id="staff-tag-error" messages={tagErrors} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {BAG_TAG_TEXTS.addTag}
        </Button>
      </form>
      <ul className="staff-tags__list" aria-label="Tags read">
        {tags.map((tag) => (
          <li key={tag} className="staff-tags__tag">
            <span>{tag}</span>
            <Button variant="secondary" size="sm" aria-label={BAG_TAG_TEXTS.removeTag(tag)} disabled={busy} onClick={() => setTags((list) => list.filter((t) => t !== tag))}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <p className="staff-tags__count" role="status">
        {handBack ? (missing.length > 0 ? BAG_TAG_TEXTS.stillMissing(missing) : `All ${expected.length} tags seen.`) : BAG_TAG_TEXTS.bagsCount(tags.length, bags)}
      </p>
      {(countDiffers || booking.overrideNeeded) && !handBack && (
        <div className="field">
          <label className="field__label" htmlFor="staff-tag-note">
            {noteLabel}
          </label>
          <input id="staff-tag-note" className="field__input" maxLength={250} value={note} onChange={(e) => setNote(e.target.value)}
            aria-invalid={(errors.note?.length ?? 0) > 0} aria-describedby={errors.note?.length ? 'staff-tag-note-error' : undefined} />
          <FieldMessages id="staff-tag-note-error" messages={errors.note} />
        </div>
      )}
      <Button size="lg" className="staff-booking__step" disabled={busy || tags.length === 0} onClick={() => onSubmit(tags, note.trim() || undefined)}>
        {label}
      </Button>
    </div>
  );
}
