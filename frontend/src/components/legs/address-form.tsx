import { lazy, Suspense, useRef, useState } from 'react';
import { LEG_ADDRESS_LIMITS, normalisePostcode, type DeliveryCatalog } from '@luggage/contracts';
import { addressPath, postcodeProblem, type AddressField, type AddressFields, type AddressLegSide, type LegErrors, type PlaceFill } from '../../lib/legs';
import { FormField } from '../ui/text-field';
import './legs.css';

interface AddressFormProps {
  side: AddressLegSide;
  address: AddressFields;
  delivery: DeliveryCatalog;
  errors?: LegErrors;
  onEdit: (side: AddressLegSide, field: AddressField, value: string) => void;
  /** With a Google Maps key, Places Autocomplete on line 1; a chosen place goes to onPlace. */
  gmkey?: string | null;
  onPlace?: (side: AddressLegSide, place: PlaceFill) => void;
}

const PlacesAutocomplete = lazy(() => import('./places-autocomplete'));

const TEXTS = {
  handover: { title: 'Where do we collect your bags?', contact: 'Who hands over the bags, if not you' },
  giveBack: { title: 'Where do we deliver your bags?', contact: 'Who receives the bags, if not you' },
} as const;

/**
 * An address a driver visits. The postcode is judged in place as it is typed: outside the served area it says so
 * ("We don't collect or deliver in BS20 yet. …") and nothing else on the step changes.
 */
export function AddressForm({ side, address, delivery, errors = {}, onEdit, gmkey, onPlace }: AddressFormProps) {
  const line1 = useRef<HTMLInputElement>(null);
  // A half-typed postcode is not yet wrong: the invalid-postcode text waits for the field to be left.
  const [postcodeLeft, setPostcodeLeft] = useState(false);
  const id = (field: AddressField) => `${side}-${field}`;
  const error = (field: AddressField) => errors[addressPath(side, field)];
  const live = postcodeLeft || normalisePostcode(address.postcode) !== null ? postcodeProblem(address.postcode, delivery) : null;
  const postcodeError = error('postcode') ?? live ?? undefined;
  const field = (name: AddressField, label: string, extra: { optional?: boolean; placeholder?: string; autoComplete?: string } = {}) => (
    <FormField
      id={id(name)}
      label={label}
      value={address[name]}
      error={name === 'postcode' ? postcodeError : error(name)}
      maxLength={name === 'postcode' ? 10 : LEG_ADDRESS_LIMITS[name]}
      onChange={(event) => onEdit(side, name, event.target.value)}
      {...(name === 'postcode' ? { onBlur: () => setPostcodeLeft(true) } : {})}
      {...(name === 'line1' ? { ref: line1 } : {})}
      {...extra}
    />
  );
  return (
    <fieldset className="address-form">
      <legend className="choice-group__legend">{TEXTS[side].title}</legend>
      {field('line1', 'Address line 1', { autoComplete: 'address-line1' })}
      {gmkey && onPlace && (
        <Suspense fallback={null}>
          <PlacesAutocomplete apiKey={gmkey} input={line1} onPlace={(place) => onPlace(side, place)} />
        </Suspense>
      )}
      {field('line2', 'Address line 2', { optional: true, autoComplete: 'address-line2' })}
      {field('town', 'Town', { autoComplete: 'address-level2' })}
      {field('postcode', 'Postcode', { autoComplete: 'postal-code' })}
      {field('note', 'Note for the driver', { optional: true, placeholder: 'Hotel reception, ask for the concierge' })}
      {field('contactName', TEXTS[side].contact, { optional: true, autoComplete: 'name' })}
    </fieldset>
  );
}
