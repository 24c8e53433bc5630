import { useState } from 'react';
import {
  TEXTS,
  earliestCollectionDate,
  formatReadableDate,
  handoverPassedToday,
  latestCollectionDate,
  todayInLondon,
  type CalendarDate,
  type CollectionCityView,
  type CollectionLocationView,
} from '@luggage/contracts';
import type { WizardActions } from '../hooks/use-booking-wizard';
import type { WizardErrors } from '../lib/wizard-state';
import { ChosenValue } from './chosen-value';
import { DateField } from './date-field';
import { LocationPicker } from './location-picker';
import { StepFrame } from './step-frame';
import { BackButton, NextButton } from './wizard-actions';

interface WhereWhenStepProps {
  date: CalendarDate | null;
  cities: CollectionCityView[];
  gmkey: string | null;
  cityId: number | null;
  location: CollectionLocationView | null;
  errors: WizardErrors;
  actions: WizardActions;
}

type Focus = 'date' | 'dateInput' | 'location' | 'city' | null;

export function WhereWhenStep({ date, cities, gmkey, cityId, location, errors, actions }: WhereWhenStepProps) {
  // Where focus goes after the visitor chooses or changes something (not after a reload).
  const [focus, setFocus] = useState<Focus>(null);
  const act = (next: Focus, run: () => void) => () => {
    setFocus(next);
    run();
  };
  // The calendar offers what the chosen point can still serve: not today once its handover time has passed.
  const now = new Date();
  const time = location?.collect_return_time;
  const min = time ? earliestCollectionDate(time, now) : todayInLondon(now);
  const note = time && handoverPassedToday(time, now) ? `Today's collection at ${location.Location} was at ${time}.` : undefined;

  return (
    <StepFrame
      title={TEXTS.whereWhenHeading}
      lead="Choose the day you hand over your luggage and where we meet you."
      actions={
        <>
          <BackButton onClick={actions.back} />
          <NextButton onClick={actions.next} />
        </>
      }
    >
      <section className="panel" aria-labelledby="when-title">
        <h3 id="when-title" className="panel__title">
          Collection date
        </h3>
        {date ? (
          <ChosenValue label="Collection date" changeLabel={TEXTS.changeDate} onChange={act('dateInput', actions.changeDate)} focusOnMount={focus === 'date'}>
            <p className="chosen__main">{formatReadableDate(date)}</p>
          </ChosenValue>
        ) : (
          <DateField
            min={min}
            max={latestCollectionDate(now)}
            note={note}
            error={errors.date}
            autoFocus={focus === 'dateInput'}
            onChoose={(d) => act('date', () => actions.chooseDate(d))()}
          />
        )}
      </section>
      <section className="panel" aria-labelledby="where-title">
        <h3 id="where-title" className="panel__title">
          {TEXTS.selectLocation}
        </h3>
        {location ? (
          <ChosenValue label="Collection and return point" changeLabel={TEXTS.changeLocation} onChange={act('city', actions.changeLocation)} focusOnMount={focus === 'location'}>
            <p className="chosen__main">{location.Location}</p>
            {location.address && <p className="chosen__sub">{location.address}</p>}
            <p className="chosen__sub">Collection and return at {location.collect_return_time}</p>
          </ChosenValue>
        ) : (
          <LocationPicker
            cities={cities}
            gmkey={gmkey}
            cityId={cityId}
            error={errors.location}
            autoFocus={focus === 'city'}
            onCity={actions.chooseCity}
            onLocation={(id) => act('location', () => actions.chooseLocation(id))()}
          />
        )}
      </section>
    </StepFrame>
  );
}
