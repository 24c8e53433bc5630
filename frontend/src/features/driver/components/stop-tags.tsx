import type { DriverStopView } from '@luggage/contracts';
import { useState } from 'react';
import { TagEntry } from '../../../components/bag-tags/tag-entry';
import { ApiError } from '../../../lib/api-client';
import { tagBags } from '../api/driver';

/**
 * The bags' tags at a collection from an address: one per bag, scanned or typed, recorded as the driver takes the bags
 * (before or after "Collected"); the card then says which tags they are.
 */
export function StopTags({ stop }: { stop: DriverStopView }) {
  const [tagged, setTagged] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const record = async (tags: string[], note?: string) => {
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      setTagged((await tagBags(stop.reference, tags, note)).tagged?.tags ?? tags);
    } catch (error) {
      console.warn('Tagging the bags failed', error);
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (tagged) return <p className="driver-stop__tags">Bags tagged: {tagged.join(', ')}</p>;
  return (
    <>
      <TagEntry idPrefix={`stop-${stop.legId}-tags`} expected={null} bags={stop.bags.reduce((sum, bag) => sum + bag.amount, 0)} reasonLabel={null}
        busy={busy} errors={errors} submitLabel="Record the tags" onSubmit={(tags, note) => void record(tags, note)} />
      <div role="alert">{problem && <p className="problem">{problem}</p>}</div>
    </>
  );
}
