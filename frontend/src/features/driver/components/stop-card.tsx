import { DRIVER_TEXTS, type DriverStopView, type DriverTodayView } from '@luggage/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CouldNotForm } from './could-not-form';
import { HandoverForm } from './handover-form';
import type { StopCall } from './stop-call';
import { StopTags } from './stop-tags';
import { useUndoOpen } from '../../../lib/use-undo-open';

interface StopCardProps {
  stop: DriverStopView;
  /** Runs a step; answers the field errors of a 422 (empty otherwise). */
  onCall: StopCall;
  busy: boolean;
  reasons: DriverTodayView['failureReasons'];
}

/** One stop: where, who, what, and the one step to take now, with "could not" and the undo. */
export function StopCard({ stop, onCall, busy, reasons }: StopCardProps) {
  const undoOpen = useUndoOpen(stop.undo?.until ?? null);
  const [couldNot, setCouldNot] = useState(false);
  const titleId = `stop-${stop.legId}`;
  const verb = stop.direction === 'collection' ? 'Collect' : 'Deliver';
  const { address } = stop;

  return (
    <article className="driver-stop card" aria-labelledby={titleId}>
      <p className="eyebrow">
        {stop.window.label} · {stop.reference}
        {stop.sameDay && ` · ${DRIVER_TEXTS.sameDay}`}
      </p>
      <h2 id={titleId} className="driver-stop__title">
        {verb}: {address.line1}, {address.postcode}
      </h2>
      <p className="driver-stop__state" role="status">
        <strong>{stop.stateLabel}</strong>
        {stop.failureReason && `: ${stop.failureReason}`}
      </p>
      <p className="driver-stop__address">
        {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ')}{' '}
        <a href={stop.mapsUrl} target="_blank" rel="noreferrer">
          Open in maps
        </a>
      </p>
      <p>
        {stop.contactName}
        {stop.phone && (
          <>
            {' · '}
            <a href={stop.phone.href}>Call {stop.phone.label}</a>
          </>
        )}
      </p>
      <ul className="driver-stop__bags" aria-label="Bags">
        {stop.bags.map((bag) => (
          <li key={bag.code}>
            {bag.amount} × {bag.title}
          </li>
        ))}
      </ul>
      {stop.note && <p className="driver-stop__note">Note: {stop.note}</p>}
      {stop.action === 'start' && (
        <>
          <Button
            size="lg"
            className="driver-stop__action"
            disabled={busy || !!stop.start?.refusal}
            aria-describedby={stop.start?.refusal ? `${titleId}-start` : undefined}
            onClick={() => void onCall(stop.legId, 'start')}
          >
            {DRIVER_TEXTS.startRun}
          </Button>
          {stop.start?.refusal && (
            <p id={`${titleId}-start`} className="form-note">
              {stop.start.refusal}
            </p>
          )}
        </>
      )}
      {(stop.action === 'collected' || stop.action === 'delivered') &&
        (couldNot ? (
          <CouldNotForm stop={stop} busy={busy} onCall={onCall} onCancel={() => setCouldNot(false)} reasons={reasons} />
        ) : (
          <>
            <HandoverForm stop={stop} busy={busy} onCall={onCall} />
            <Button variant="secondary" disabled={busy} onClick={() => setCouldNot(true)}>
              {stop.direction === 'collection' ? DRIVER_TEXTS.couldNotCollect : DRIVER_TEXTS.couldNotDeliver}
            </Button>
          </>
        ))}
      {stop.direction === 'collection' && (stop.state === 'on_the_way' || stop.state === 'collected') && <StopTags key={stop.legId} stop={stop} />}
      {stop.undo && undoOpen && (
        <Button variant="secondary" className="driver-stop__undo" disabled={busy} onClick={() => void onCall(stop.legId, 'undo')}>
          {DRIVER_TEXTS.undo}
        </Button>
      )}
    </article>
  );
}
