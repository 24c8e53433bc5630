import { formatReadableDate, type GetDataResponse, LEG_CHOICE_KEYS, legStateLabel, legViewLine, type LegView, type Text } from '@luggage/contracts';
import { AddressForm } from '../legs/address-form';
import { ChoiceGroup } from '../legs/choice-group';
import { WindowPicker } from '../legs/window-picker';
import { FieldMessages } from '../ui/field-messages';
import {
  GIVE_BACK_CHOICES,
  HANDOVER_CHOICES,
  legCityId,
  legErrorsFrom,
  legOf,
  withAddressField,
  withPlace,
  withWindow,
  zoneOf,
  type AddressLegSide,
  type LegsDraft,
} from '../../lib/legs';
import { useDeliveryWindows } from '../../lib/use-delivery-windows';
import type { FieldErrors } from './change-form';
import type { LockedLegs } from './change-legs';

interface ChangeLegsFieldsProps {
  catalog: GetDataResponse;
  legs: LegsDraft;
  /** The booked legs, to show a leg the driver has started. */
  booked: readonly LegView[];
  locked: LockedLegs;
  /** 'YYYY-MM-DD' of the new collection and return days ('' / null until the date is chosen). */
  date: string;
  returnDate: string | null;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (legs: LegsDraft) => void;
}

/**
 * The wizard's two questions for a booked booking, opened on its legs: "How will you hand over your bags?" and "Where
 * do you want them back?", with the address form and the window of the leg's day. A started leg is only shown.
 */
export function ChangeLegsFields({ catalog, legs, booked, locked, date, returnDate, errors, disabled, onChange }: ChangeLegsFieldsProps) {
  const legErrors = legErrorsFrom(errors);
  const startedLeg = (direction: LegView['direction']) => booked.find((leg) => leg.direction === direction);
  const addressLeg = (side: AddressLegSide, day: string | null) => (
    <AddressLeg catalog={catalog} legs={legs} side={side} date={day} errors={legErrors} onChange={onChange} />
  );
  return (
    <fieldset className="change-form__group" disabled={disabled}>
      <legend className="change-form__legend">Collection and return</legend>
      {locked.handover ? (
        <StartedLeg leg={startedLeg('collection')} />
      ) : (
        <ChoiceGroup legend={LEG_CHOICE_KEYS.handoverQuestion} value={legs.handover} choices={HANDOVER_CHOICES} onChange={(handover) => onChange({ ...legs, handover })} />
      )}
      {!locked.handover && legs.handover === 'address' && addressLeg('handover', date || null)}
      {!locked.handover && legs.handover === 'address' && <FieldMessages id="handover-location-error" messages={errors.locationId} />}
      <FieldMessages id="handover-error" messages={errors.handover} />
      {locked.giveBack ? (
        <StartedLeg leg={startedLeg('return')} />
      ) : (
        <ChoiceGroup legend={LEG_CHOICE_KEYS.giveBackQuestion} value={legs.giveBack} choices={GIVE_BACK_CHOICES} onChange={(giveBack) => onChange({ ...legs, giveBack })} />
      )}
      {!locked.giveBack && legs.giveBack === 'other_point' && (
        <ReturnPoint catalog={catalog} locationId={legs.returnLocationId} error={errors['giveBack.locationId']} onChoose={(returnLocationId) => onChange({ ...legs, returnLocationId })} />
      )}
      {!locked.giveBack && legs.giveBack === 'address' && addressLeg('giveBack', returnDate)}
      <FieldMessages id="giveBack-error" messages={errors.giveBack} />
    </fieldset>
  );
}

function StartedLeg({ leg }: { leg?: LegView }) {
  if (!leg) return null;
  return (
    <p className="change-form__leg">
      {legViewLine(leg)}: <strong>{legStateLabel(leg.direction, leg.state)}</strong>. It can no longer be changed.
    </p>
  );
}

interface AddressLegProps {
  catalog: GetDataResponse;
  legs: LegsDraft;
  side: AddressLegSide;
  date: string | null;
  errors: ReturnType<typeof legErrorsFrom>;
  onChange: (legs: LegsDraft) => void;
}

/** The address, the point storing bags collected there, and the windows of the leg's day in the address's city. */
function AddressLeg({ catalog, legs, side, date, errors, onChange }: AddressLegProps) {
  const leg = legOf(legs, side);
  const cityId = legCityId(leg, catalog.delivery);
  const { windows, retry } = useDeliveryWindows(cityId, date);
  const storageId = side === 'handover' ? zoneOf(leg, catalog.delivery)?.storageLocationId : undefined;
  const storage = catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.id === storageId);
  const what = side === 'handover' ? 'Collection' : 'Delivery';
  return (
    <>
      <AddressForm
        side={side}
        address={leg.address}
        delivery={catalog.delivery}
        errors={errors}
        onEdit={(s, field, value) => onChange(withAddressField(legs, s, field, value))}
        gmkey={catalog.gmkey}
        onPlace={(s, place) => onChange(withPlace(legs, s, place))}
      />
      {storage && <p className="change-form__leg">We store your bags at {storage.Location}.</p>}
      {cityId !== null && (
        <WindowPicker
          legend={date ? `${what} time on ${formatReadableDate(date)}` : `${what} time`}
          idPrefix={side}
          windows={date ? windows : { status: 'idle' }}
          windowId={leg.windowId}
          error={errors[`${side}.windowId`]}
          onChoose={(id) => onChange(withWindow(legs, side, id))}
          onRetry={retry}
        />
      )}
    </>
  );
}

interface ReturnPointProps {
  catalog: GetDataResponse;
  locationId: number | null;
  error?: Text[];
  onChoose: (locationId: number | null) => void;
}

/** "At another point": any point of any city. */
function ReturnPoint({ catalog, locationId, error, onChoose }: ReturnPointProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="giveBack-locationId">
        Return point
      </label>
      <select
        id="giveBack-locationId"
        className="field__input field__select"
        value={locationId ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'giveBack-locationId-error' : undefined}
        onChange={(e) => onChoose(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">Select a return point</option>
        {catalog.collection_cities.map((city) => (
          <optgroup key={city.id} label={city.city}>
            {city.get_locations.map((point) => (
              <option key={point.id} value={point.id}>
                {point.Location}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldMessages id="giveBack-locationId-error" messages={error} />
    </div>
  );
}
