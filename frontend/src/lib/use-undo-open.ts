import { useEffect, useState } from 'react';

/** Whether a step's undo is still open (until `until`, an ISO instant): turns false by itself when the time runs out. */
export function useUndoOpen(until: string | null): boolean {
  const [open, setOpen] = useState(() => until !== null && Date.parse(until) > Date.now());
  useEffect(() => {
    const left = until === null ? 0 : Date.parse(until) - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [until]);
  return open;
}
