import { useMemo, useState } from 'react';
import {
  LEG_CHOICE_KEYS,
  MAX_AVAILABILITY_DAYS,
  formatIso,
  collectionDayMark,
  collectionDayProblem,
  compareDates,
  dropOffTimes,
  earliestCollectionDate,
  earliestCollectionDateAtAny,
  handoverPassedToday,
  handoverTimeOn,
  latestCollectionDate,
  pointScheduleOf,
  sameDayDateProblem,
  sameDayPointMark,
  todayInLondon,
  type CalendarDate,
  type CollectionCityView,
  type CollectionLocationView,
  type DeliveryCatalog,
  type SameDayTimes,
} from '@luggage/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../lib/i18n/localised';
import { useSay } from '../../../lib/i18n/say';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useAvailability } from '../hooks/use-availability';
import { DateField } from '../../../components/date-picker/date-field';
import { sameDay } from '../../../components/date-picker/picker-dates';
import type { WizardActions } from '../hooks/use-booking-wizard';
import type { LegsDraft } from '../../../lib/legs';
import type { WizardErrors } from '../lib/wizard-state';
import { CollectionAddress, GiveBackPanel, HandoverChoice, RunningTotal } from './leg-panels';
import { ChosenValue } from './chosen-value';
import { LocationPicker } from './location-picker';
import { Closures, OpeningHoursLine, useHandoverLine } from './point-days';
import { StepFrame } from './step-frame';
import { BackButton, NextButton } from './wizard-actions';
import { sameDayPossible } from '../lib/same-day-state';

interface WhereWhenStepProps {
  date: CalendarDate | null;
  cities: CollectionCityView[];
  gmkey: string | null;
  cityId: number | null;
  /** Where the bags are stored: the chosen point, or the zone's storage point for a collection from an address. */
  location: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
  legs: LegsDraft;
  delivery: DeliveryCatalog;
  /** Bags in the basket: a day is full when it has less room than this. */
  bags: number;
  /**
   * "Same day" chosen (on the nights step, or today's offer): the points and days are judged by the day's full hours,
   * for the chosen times once there are some, rather than by the night; null for nights.
   */
  sameDay: { times: SameDayTimes | null } | null;
  /** Storage and the legs' fees so far. */
  totalPence: number;
  errors: WizardErrors;
  actions: WizardActions;
}

type Focus = 'date' | 'dateInput' | 'location' | 'city' | null;

export function WhereWhenStep(props: WhereWhenStepProps) {
  const { date, cities, gmkey, cityId, location, legs, bags, errors, actions } = props;
  const { t } = useTranslation(['booking', 'terms']);
  const format = useFormatter();
  const localised = useLocalised();
  const handoverLine = useHandoverLine();
  // Where focus goes after the visitor chooses or changes something (not after a reload).
  const [focus, setFocus] = useState<Focus>(null);
  const act = (next: Focus, run: () => void) => () => {
    setFocus(next);
    run();
  };
  // The calendar offers what the chosen point (or, before one is chosen, any point) can still serve: not today once
  // the handover time has passed. A collection from an address has no handover time: its day's windows say what is left.
  const now = new Date();
  const meetingPoint = legs.handover === 'point' ? location : null;
  const schedule = meetingPoint && pointScheduleOf(meetingPoint);
  const todaysTime = schedule && handoverTimeOn(schedule, todayInLondon(now));
  const everyPoint = useMemo(() => cities.flatMap((city) => city.get_locations.map(pointScheduleOf)), [cities]);
  const anyPointMin = schedule ? earliestCollectionDate(schedule, now) : earliestCollectionDateAtAny(everyPoint, now);
  const min = legs.handover === 'address' ? todayInLondon(now) : anyPointMin;
  const meetingPointName = meetingPoint ? localised(meetingPoint.Location, meetingPoint.nameTranslations) : undefined;
  const note = legs.handover === 'address' ? undefined : firstDayNote(t, meetingPointName, todaysTime, min, now);
  // Past today's overnight handover, the calendar starts tomorrow; a stay for the day may still start today.
  const today = todayInLondon(now);
  const todayForTheDay = schedule && sameDayPossible(legs) && compareDates(min, today) > 0 ? (dropOffTimes(schedule, today, now)[0] ?? null) : null;
  const { unavailable, marks } = useRoom(cities, cityId, meetingPoint, date, min, bags, props.sameDay);
  const prices = { delivery: props.delivery, storage: location, returnLocation: props.returnLocation };

  return (
    <StepFrame
      title={t('whereWhen.heading')}
      lead={t('whereWhen.lead')}
      actions={
        <>
          <BackButton onClick={actions.back} />
          <NextButton onClick={actions.next} />
        </>
      }
    >
      <section className="panel" aria-labelledby="when-title">
        <h3 id="when-title" className="panel__title">
          {t('whereWhen.dateTitle')}
        </h3>
        {date ? (
          <ChosenValue label={t('whereWhen.dateTitle')} changeLabel={t('whereWhen.changeDate')} onChange={act('dateInput', actions.changeDate)} focusOnMount={focus === 'date'}>
            <p className="chosen__main">{format.date(date)}</p>
          </ChosenValue>
        ) : (
          <DateField
            hideLabel
            label={t('datePicker.label')}
            min={min}
            max={latestCollectionDate(now)}
            note={note}
            error={errors.date}
            autoFocus={focus === 'dateInput'}
            unavailable={unavailable}
            pointName={meetingPointName}
            onChoose={(d) => act('date', () => actions.chooseDate(d))()}
          />
        )}
        {!date && todayForTheDay ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={act('date', actions.storeTodayForTheDay)}>
            {t('sameDay.todayOffer', { time: todayForTheDay })}
          </button>
        ) : null}
      </section>
      <section className="panel" aria-label={t(LEG_CHOICE_KEYS.handoverQuestion)}>
        <HandoverChoice legs={legs} prices={prices} actions={actions} />
      </section>
      {legs.handover === 'address' ? (
        <section className="panel" aria-label={t(LEG_CHOICE_KEYS.handoverAddress)}>
          <CollectionAddress legs={legs} delivery={props.delivery} date={date && formatIso(date)} storage={location} errors={errors.legs} gmkey={gmkey} actions={actions} />
        </section>
      ) : (
        <section className="panel" aria-labelledby="where-title">
          <h3 id="where-title" className="panel__title">
            {t('whereWhen.selectLocation')}
          </h3>
          {location ? (
            <ChosenValue label={t('whereWhen.pointChosen')} changeLabel={t('whereWhen.changeLocation')} onChange={act('city', actions.changeLocation)} focusOnMount={focus === 'location'}>
              <p className="chosen__main">{localised(location.Location, location.nameTranslations)}</p>
              {location.address && <p className="chosen__sub">{location.address}</p>}
              <p className="chosen__sub">{handoverLine(location)}</p>
              <OpeningHoursLine location={location} date={date} />
              <Closures closures={location.closures} />
            </ChosenValue>
          ) : (
            <LocationPicker
              cities={cities}
              gmkey={gmkey}
              cityId={cityId}
              error={errors.location}
              autoFocus={focus === 'city'}
              unavailable={marks}
              onCity={actions.chooseCity}
              onLocation={(id) => act('location', () => actions.chooseLocation(id))()}
            />
          )}
        </section>
      )}
      <section className="panel" aria-label={t(LEG_CHOICE_KEYS.giveBackQuestion)}>
        <GiveBackPanel legs={legs} cities={cities} gmkey={gmkey} prices={prices} errors={errors.legs} actions={actions} />
      </section>
      <RunningTotal totalPence={props.totalPence} />
    </StepFrame>
  );
}

/** Why the calendar starts tomorrow, when it does: the chosen point's handover today, or every point's, has passed. */
function firstDayNote(t: TFunction, point: string | undefined, todaysTime: string | null, min: CalendarDate, now: Date): string | undefined {
  if (point && todaysTime) return handoverPassedToday(todaysTime, now) ? t('booking:whereWhen.passedAt', { point, time: todaysTime }) : undefined;
  return sameDay(min, todayInLondon(now)) ? undefined : t('booking:whereWhen.passedEverywhere');
}



/**
 * Room at the points, from GET /api/availability: with a point chosen and no date yet, the calendar greys the days it
 * is full or closed; with a date chosen and no point yet, the list marks the city's points full or closed on that date.
 * For a stay of the day, by the day's full hours (contracts' same-day-room): a day is full when no hour fits, a point
 * when the chosen times meet its full hours.
 */
function useRoom(
  cities: CollectionCityView[],
  cityId: number | null,
  location: CollectionLocationView | null,
  date: CalendarDate | null,
  min: CalendarDate,
  bags: number,
  sameDay: { times: SameDayTimes | null } | null,
) {
  const say = useSay();
  const forTheDay = sameDay !== null;
  const fullHoursFor = forTheDay ? Math.max(bags, 1) : undefined;
  const pointDays = useAvailability(location && !date ? [location.id] : [], min, MAX_AVAILABILITY_DAYS, fullHoursFor);
  const cityLocations = useMemo(() => cities.find((c) => c.id === cityId)?.get_locations ?? [], [cities, cityId]);
  const cityPoints = useMemo(() => cityLocations.map((l) => l.id), [cityLocations]);
  const dayAtPoints = useAvailability(date && !location ? cityPoints : [], date, 1, fullHoursFor);
  const days = location ? pointDays.get(location.id) : undefined;
  const schedule = useMemo(() => location && pointScheduleOf(location), [location]);
  const unavailable = days
    ? forTheDay && schedule
      ? (d: CalendarDate) => sameDayDateProblem(days, schedule, d, new Date())
      : (d: CalendarDate) => collectionDayProblem(days, d, bags)
    : undefined;
  const times = sameDay?.times ?? null;
  const marks = useMemo(() => {
    if (!date) return undefined;
    const now = new Date();
    const marked = cityLocations.map((l) => {
      const known = dayAtPoints.get(l.id);
      const mark = known && (forTheDay ? sameDayPointMark(known, pointScheduleOf(l), date, times, now) : collectionDayMark(known, date, bags));
      return [l.id, mark ? say(mark) : null] as const;
    });
    return new Map(marked.filter((entry): entry is readonly [number, string] => entry[1] !== null));
  }, [cityLocations, dayAtPoints, date, bags, say, forTheDay, times]);
  return { unavailable, marks };
}
