import { lazy, Suspense, useRef, useState } from 'react';
import { LEG_ADDRESS_LIMITS, normalisePostcode, type DeliveryCatalog } from '@luggage/contracts';
import { addressPath, postcodeProblem, type AddressField, type AddressFields, type AddressLegSide, type LegErrors, type PlaceFill } from '../../lib/legs';
import { FormField } from '../ui/text-field';
import { usePageTranslation } from '../../lib/i18n/page-language';
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

/** Each side's legend and contact field (booking.json keys). */
const SIDE_KEYS = {
  handover: { title: 'legs.collectTitle', contact: 'legs.handsOver' },
  giveBack: { title: 'legs.deliverTitle', contact: 'legs.receives' },
} as const;

/**
 * An address a driver visits. The postcode is judged in place as it is typed: outside the served area it says so
 * ("We don't collect or deliver in BS20 yet. …") and nothing else on the step changes.
 */
export function AddressForm({ side, address, delivery, errors = {}, onEdit, gmkey, onPlace }: AddressFormProps) {
  const line1 = useRef<HTMLInputElement>(null);
  const { t } = usePageTranslation('booking');
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
      <legend className="choice-group__legend">{t(SIDE_KEYS[side].title)}</legend>
      {field('line1', t('legs.line1'), { autoComplete: 'address-line1' })}
      {gmkey && onPlace && (
        <Suspense fallback={null}>
          <PlacesAutocomplete apiKey={gmkey} input={line1} onPlace={(place) => onPlace(side, place)} />
        </Suspense>
      )}
      {field('line2', t('legs.line2'), { optional: true, autoComplete: 'address-line2' })}
      {field('town', t('legs.town'), { autoComplete: 'address-level2' })}
      {field('postcode', t('legs.postcode'), { autoComplete: 'postal-code' })}
      {field('note', t('legs.note'), { optional: true, placeholder: t('legs.notePlaceholder') })}
      {field('contactName', t(SIDE_KEYS[side].contact), { optional: true, autoComplete: 'name' })}
    </fieldset>
  );
}
