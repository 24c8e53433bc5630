import { BAG_TAG_TEXTS, handBackCheck, normaliseTag, TAG_PATTERN } from '@luggage/contracts';
import { lazy, type SyntheticEvent, Suspense, useCallback, useState } from 'react';
import './tag-entry.css';
import { Button } from '../ui/button';
import { FieldMessages } from '../ui/field-messages';
import { Spinner } from '../ui/spinner';

// The camera and the code reader load only when staff start scanning a tag.
const CameraScanner = lazy(() => import('../camera-scanner/camera-scanner').then((m) => ({ default: m.CameraScanner })));
/** The barcodes bag tags carry, read where the browser's BarcodeDetector can (QR codes everywhere). */
const TAG_BARCODES = ['code_128', 'code_39', 'ean_13'];

interface TagEntryProps {
  /** Makes the fields' ids unique on a page of several (the driver's stops). */
  idPrefix: string;
  /** The booking's tags to read again at a hand-back; null at a hand-over (one tag per bag). */
  expected: readonly string[] | null;
  /** The bags the booking holds: a hand-over of another count asks why. */
  bags: number;
  /** The note's label when the note is asked for anyway (an admin's early hand-over), else null. */
  reasonLabel: string | null;
  busy: boolean;
  errors: Record<string, string[]>;
  /** The step's button: at a hand-back with tags still missing it reports them instead. */
  submitLabel: string;
  onSubmit: (tags: string[], note?: string) => void;
}

const NONE: readonly string[] = [];

/**
 * The bags' tags at the counter, scanned with the camera or typed: at the hand-over one per bag (a different count
 * needs a note), at the hand-back each of the booking's tags, a tag not the booking's refused where it was typed.
 */
export function TagEntry({ idPrefix, expected: given, bags, reasonLabel, busy, errors, submitLabel, onSubmit }: TagEntryProps) {
  const [tags, setTags] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const expected = given ?? NONE;
  const handBack = given !== null;
  const id = (name: string) => `${idPrefix}-${name}`;

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
  const noteLabel = reasonLabel ?? BAG_TAG_TEXTS.countNote;
  const tagErrors = [...(problem ? [problem] : []), ...(errors.tags ?? [])];
  const label = handBack && tags.length > 0 && missing.length > 0 ? BAG_TAG_TEXTS.reportMissing : submitLabel;

  return (
    <div className="tag-entry">
      <h3 className="tag-entry__title">{BAG_TAG_TEXTS.tagsTitle}</h3>
      {scanning ? (
        <Suspense fallback={<Spinner label="Opening the camera…" />}>
          <CameraScanner onScan={onScan} onClose={() => setScanning(false)} target="the bag's tag" fallback="Type the tag number instead." barcodes={TAG_BARCODES} />
        </Suspense>
      ) : (
        <Button variant="secondary" className="tag-entry__scan" disabled={busy} onClick={() => setScanning(true)}>
          {BAG_TAG_TEXTS.scanTag}
        </Button>
      )}
      <form className="tag-entry__add" onSubmit={submitDraft} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={id('tag')}>
            {BAG_TAG_TEXTS.tagLabel}
          </label>
          <input id={id('tag')} className="field__input tag-entry__input" autoCapitalize="characters" autoComplete="off" maxLength={40} value={draft}
            onChange={(e) => setDraft(e.target.value)} aria-invalid={tagErrors.length > 0} aria-describedby={tagErrors.length > 0 ? id('tag-error') : undefined} />
          <FieldMessages id={id('tag-error')} messages={tagErrors} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {BAG_TAG_TEXTS.addTag}
        </Button>
      </form>
      <ul className="tag-entry__list" aria-label="Tags read">
        {tags.map((tag) => (
          <li key={tag} className="tag-entry__tag">
            <span>{tag}</span>
            <Button variant="secondary" size="sm" aria-label={BAG_TAG_TEXTS.removeTag(tag)} disabled={busy} onClick={() => setTags((list) => list.filter((t) => t !== tag))}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <p className="tag-entry__count" role="status">
        {handBack ? (missing.length > 0 ? BAG_TAG_TEXTS.stillMissing(missing) : `All ${expected.length} tags seen.`) : BAG_TAG_TEXTS.bagsCount(tags.length, bags)}
      </p>
      {(countDiffers || reasonLabel !== null) && !handBack && (
        <div className="field">
          <label className="field__label" htmlFor={id('note')}>
            {noteLabel}
          </label>
          <input id={id('note')} className="field__input" maxLength={250} value={note} onChange={(e) => setNote(e.target.value)}
            aria-invalid={(errors.note?.length ?? 0) > 0} aria-describedby={errors.note?.length ? id('note-error') : undefined} />
          <FieldMessages id={id('note-error')} messages={errors.note} />
        </div>
      )}
      <Button size="lg" className="tag-entry__step" disabled={busy || tags.length === 0} onClick={() => onSubmit(tags, note.trim() || undefined)}>
        {label}
      </Button>
    </div>
  );
}
