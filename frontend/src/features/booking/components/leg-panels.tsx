import { LEG_CHOICE_KEYS, type CollectionCityView, type CollectionLocationView, type DeliveryCatalog } from '@luggage/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../lib/i18n/localised';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useDeliveryWindows } from '../../../lib/use-delivery-windows';
import type { WizardActions } from '../hooks/use-booking-wizard';
import {
  type ChoiceFee,
  choiceFees,
  type FeeChoice,
  GIVE_BACK_CHOICES,
  HANDOVER_CHOICES,
  legCityId,
  type LegErrors,
  type LegsDraft,
} from '../../../lib/legs';
import { AddressForm } from '../../../components/legs/address-form';
import { ChoiceGroup } from '../../../components/legs/choice-group';
import { ChosenValue } from './chosen-value';
import { FieldError } from '../../../components/ui/field-error';
import { LocationPicker } from './location-picker';
import { useHandoverLine } from './point-days';
import { WindowPicker } from '../../../components/legs/window-picker';

/** Which choice carries which fee. */
const CHOICE_FEES: Partial<Record<string, FeeChoice>> = {
  [LEG_CHOICE_KEYS.handoverAddress]: 'handoverAddress',
  [LEG_CHOICE_KEYS.giveBackOtherPoint]: 'giveBackOtherPoint',
  [LEG_CHOICE_KEYS.giveBackAddress]: 'giveBackAddress',
};

/** Where the fees of the legs are known from: the storage point's city and the return point's. */
interface LegPrices {
  delivery: DeliveryCatalog;
  storage: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
}

/** A choice's label with its fee where it has one: "Collect from my address · £15.00", "At another point · from £10.00". */
function useChoiceLabel(legs: LegsDraft, { delivery, storage, returnLocation }: LegPrices) {
  const { t } = useTranslation('terms');
  const format = useFormatter();
  const fees = choiceFees(legs, storage?.city.id ?? null, returnLocation?.city.id ?? null, delivery);
  return (label: string, choice: string = t(label)): string => {
    const which = CHOICE_FEES[label];
    const fee = which && fees[which];
    return fee ? t(LEG_CHOICE_KEYS.withFee, { choice, fee: feeText(t, format.money(fee.pence), fee) }) : choice;
  };
}

const feeText = (t: TFunction, money: string, fee: ChoiceFee) => (fee.exact ? money : t(LEG_CHOICE_KEYS.fromFee, { fee: money }));

export function HandoverChoice({ legs, prices, actions }: { legs: LegsDraft; prices: LegPrices; actions: WizardActions }) {
  const label = useChoiceLabel(legs, prices);
  const choices = HANDOVER_CHOICES.map((choice) => ({ ...choice, said: label(choice.label) }));
  return <ChoiceGroup legend={LEG_CHOICE_KEYS.handoverQuestion} value={legs.handover} choices={choices} onChange={actions.setHandover} />;
}

/** The running total once the legs' fees are in it, on the steps that choose them ("Total so far: £48.00"). */
export function RunningTotal({ totalPence }: { totalPence: number }) {
  const { t } = useTranslation('terms');
  const format = useFormatter();
  return (
    <p className="running-total" aria-live="polite">
      {t(LEG_CHOICE_KEYS.runningTotal, { amount: format.money(totalPence) })}
    </p>
  );
}

interface CollectionAddressProps {
  legs: LegsDraft;
  delivery: DeliveryCatalog;
  /** 'YYYY-MM-DD', or null before a date is chosen. */
  date: string | null;
  /** The zone's storage point, once the postcode is served. */
  storage: CollectionLocationView | null;
  errors?: LegErrors;
  gmkey: string | null;
  actions: WizardActions;
}

/** "Collect from my address": the address, then a window on the collection date in the zone's city. */
export function CollectionAddress({ legs, delivery, date, storage, errors, gmkey, actions }: CollectionAddressProps) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const localised = useLocalised();
  const cityId = legCityId(legs.collection, delivery);
  const { windows, retry } = useDeliveryWindows(cityId, date);
  return (
    <>
      <AddressForm side="handover" address={legs.collection.address} delivery={delivery} errors={errors} onEdit={actions.editAddress} gmkey={gmkey} onPlace={actions.choosePlace} />
      {storage && <p className="form-note">{t('legs.storedAt', { point: localised(storage.Location, storage.nameTranslations) })}</p>}
      {cityId !== null && (
        <WindowPicker
          legend={date ? t('legs.collectionTimeOn', { date: format.date(date) }) : t('legs.collectionTime')}
          idPrefix="handover"
          windows={date ? windows : { status: 'idle' }}
          windowId={legs.collection.windowId}
          error={errors?.['handover.windowId']}
          onChoose={(id) => actions.chooseWindow('handover', id)}
          onRetry={retry}
        />
      )}
      {cityId !== null && !date && <p className="form-note">{t('legs.dateFirst')}</p>}
      {cityId === null && errors?.['handover.windowId'] && <FieldError id="handover-window-error" messages={[errors['handover.windowId']]} />}
    </>
  );
}

interface GiveBackPanelProps {
  legs: LegsDraft;
  cities: CollectionCityView[];
  gmkey: string | null;
  prices: LegPrices;
  errors?: LegErrors;
  actions: WizardActions;
}

/**
 * "Where do you want them back?": the same point (named once it is known: the chosen point, or the zone's storage
 * point for a collection from an address), another point of any city (list or map), or an address; each with its fee.
 */
export function GiveBackPanel({ legs, cities, gmkey, prices, errors, actions }: GiveBackPanelProps) {
  const { t } = useTranslation(['booking', 'terms']);
  const localised = useLocalised();
  const handoverLine = useHandoverLine();
  const label = useChoiceLabel(legs, prices);
  const { delivery, storage, returnLocation } = prices;
  const samePoint = storage && t(LEG_CHOICE_KEYS.giveBackSamePointAt, { point: localised(storage.Location, storage.nameTranslations) });
  const choices = GIVE_BACK_CHOICES.map((choice) => ({
    ...choice,
    said: choice.value === 'same_point' && samePoint ? samePoint : label(choice.label),
  }));
  return (
    <>
      <ChoiceGroup legend={LEG_CHOICE_KEYS.giveBackQuestion} value={legs.giveBack} choices={choices} onChange={actions.setGiveBack} />
      {legs.giveBack === 'other_point' &&
        (returnLocation ? (
          <ChosenValue label={t('legs.returnPoint')} changeLabel={t('legs.changeReturnPoint')} onChange={actions.changeReturnLocation}>
            <p className="chosen__main">{localised(returnLocation.Location, returnLocation.nameTranslations)}</p>
            {returnLocation.address && <p className="chosen__sub">{returnLocation.address}</p>}
            <p className="chosen__sub">{handoverLine(returnLocation)}</p>
          </ChosenValue>
        ) : (
          <LocationPicker
            cities={cities}
            gmkey={gmkey}
            cityId={legs.returnCityId}
            error={errors?.['giveBack.locationId']}
            onCity={actions.chooseReturnCity}
            onLocation={actions.chooseReturnLocation}
          />
        ))}
      {legs.giveBack === 'address' && (
        <>
          <AddressForm side="giveBack" address={legs.delivery.address} delivery={delivery} errors={errors} onEdit={actions.editAddress} gmkey={gmkey} onPlace={actions.choosePlace} />
          <p className="form-note">{t('legs.deliveryNext')}</p>
        </>
      )}
    </>
  );
}

interface DeliveryWindowProps {
  legs: LegsDraft;
  delivery: DeliveryCatalog;
  /** The return date, 'YYYY-MM-DD'. */
  returnDate: string | null;
  /** A same-day stay: the earliest start ('HH:mm') the city's gap after the bags arrive allows; later windows only are offered. */
  startsFrom?: string | null;
  errors?: LegErrors;
  actions: WizardActions;
}

/** "Deliver to my address": the window on the return date (collection + nights), on the nights step. */
export function DeliveryWindow({ legs, delivery, returnDate, startsFrom, errors, actions }: DeliveryWindowProps) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const { windows, retry } = useDeliveryWindows(legCityId(legs.delivery, delivery), returnDate);
  // Times 'HH:mm' compare as strings.
  const offered = startsFrom && windows.status === 'ready' ? { ...windows, windows: windows.windows.filter((window) => window.start >= startsFrom) } : windows;
  return (
    <WindowPicker
      legend={returnDate ? t('legs.deliveryTimeOn', { date: format.date(returnDate) }) : t('legs.deliveryTime')}
      idPrefix="giveBack"
      windows={offered}
      windowId={legs.delivery.windowId}
      error={errors?.['giveBack.windowId']}
      onChoose={(id) => actions.chooseWindow('giveBack', id)}
      onRetry={retry}
      note={startsFrom ? t('sameDay.deliveryFrom', { time: startsFrom }) : undefined}
    />
  );
}
