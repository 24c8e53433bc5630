import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatIso, todayInLondon, type CalendarDate } from '@luggage/contracts';
import { clampDate, isOutside, monthGrid, monthOf, moveFocus, shiftMonth } from './calendar-grid';
import { calendarWords, sameDay } from './picker-dates';
import { answerLanguage } from '../../lib/i18n/active-language';
import { usePageTranslation } from '../../lib/i18n/page-language';
import { ChevronLeftIcon } from '../ui/icons';
import { ChevronRightIcon } from './picker-icons';

interface CalendarProps {
  id: string;
  /** The dialog's name: "Choose collection date". */
  label: string;
  /** The first and last days offered; the month navigation stops at their months. */
  min: CalendarDate;
  max: CalendarDate;
  /** The day that has focus when the calendar opens. */
  start: CalendarDate;
  onPick: (date: CalendarDate) => void;
  /** Days inside min..max the point cannot take (greyed, and named so to screen readers). */
  unavailable?: (date: CalendarDate) => 'full' | 'closed' | null;
  /** `returnFocus` is false when focus already moved elsewhere (a click or Tab outside). */
  onClose: (returnFocus: boolean) => void;
}

/** A small date picker dialog (WAI-ARIA pattern): arrows, Home/End, PageUp/PageDown, Enter to pick, Escape to close. */
export function Calendar({ id, label, min, max, start, onPick, unavailable, onClose }: CalendarProps) {
  const [focused, setFocused] = useState(clampDate(start, min, max));
  const [view, setView] = useState(monthOf(focused));
  const moveDayFocus = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { t } = usePageTranslation('booking');
  const words = calendarWords(answerLanguage(window.location.pathname));
  const today = todayInLondon();
  const dayLabel = (day: CalendarDate, problem: 'full' | 'closed' | null) => {
    const named = sameDay(day, today) ? t('datePicker.dayToday', { day: words.long(day) }) : words.long(day);
    if (problem === 'full') return t('datePicker.dayFull', { day: named });
    return problem === 'closed' ? t('datePicker.dayClosed', { day: named }) : named;
  };

  // A layout effect: the day has focus in the same commit that shows it, so a key pressed straight after opening (or
  // moving) reaches the day: a plain effect may run after the browser paints.
  useLayoutEffect(() => {
    if (!moveDayFocus.current) return;
    moveDayFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`[data-date="${formatIso(focused)}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // The toggle button handles its own clicks; anywhere else outside closes the calendar.
      if (!root.current?.contains(target) && !target.closest?.(`[aria-controls="${id}"]`)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [id, onClose]);

  const focusDay = (date: CalendarDate) => {
    moveDayFocus.current = true;
    setFocused(date);
    setView(monthOf(date));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const to = moveFocus(focused, event.key, event.shiftKey, min, max);
    if (!to) return;
    event.preventDefault();
    focusDay(to);
  };

  const showMonth = (by: number) => {
    const next = shiftMonth(view, by);
    setView(next);
    setFocused(clampDate({ ...next, day: Math.min(focused.day, 28) }, min, max));
  };

  const atFirstMonth = view.year === min.year && view.month === min.month;
  const atLastMonth = view.year === max.year && view.month === max.month;
  return (
    <div
      id={id}
      ref={root}
      className="calendar"
      role="dialog"
      aria-modal="false"
      aria-label={label}
      onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), onClose(true))}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget && onClose(false)}
    >
      <div className="calendar__header">
        <button type="button" className="calendar__nav" aria-label={t('datePicker.previousMonth')} disabled={atFirstMonth} onClick={() => showMonth(-1)}>
          <ChevronLeftIcon width={20} height={20} />
        </button>
        <h3 id={headingId} className="calendar__month" aria-live="polite">
          {words.month(view)}
        </h3>
        <button type="button" className="calendar__nav" aria-label={t('datePicker.nextMonth')} disabled={atLastMonth} onClick={() => showMonth(1)}>
          <ChevronRightIcon width={20} height={20} />
        </button>
      </div>
      <table className="calendar__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {words.weekdays.map(({ short, long }) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                const problem = day && !isOutside(day, min, max) ? (unavailable?.(day) ?? null) : null;
                return (
                  <td key={d}>
                    {day && (
                      <button
                        type="button"
                        className={['calendar__day', sameDay(day, today) && 'is-today', problem && `is-${problem}`].filter(Boolean).join(' ')}
                        data-date={formatIso(day)}
                        tabIndex={sameDay(day, focused) ? 0 : -1}
                        disabled={isOutside(day, min, max) || problem !== null}
                        aria-label={dayLabel(day, problem)}
                        onClick={() => onPick(day)}
                      >
                        {day.day}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
