import { LEG_CHOICE_KEYS, type CollectionCityView, type CollectionLocationView, type DeliveryCatalog } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../lib/i18n/localised';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useDeliveryWindows } from '../../../lib/use-delivery-windows';
import type { WizardActions } from '../hooks/use-booking-wizard';
import { GIVE_BACK_CHOICES, HANDOVER_CHOICES, legCityId, type LegErrors, type LegsDraft } from '../../../lib/legs';
import { AddressForm } from '../../../components/legs/address-form';
import { ChoiceGroup } from '../../../components/legs/choice-group';
import { ChosenValue } from './chosen-value';
import { FieldError } from '../../../components/ui/field-error';
import { LocationPicker } from './location-picker';
import { useHandoverLine } from './point-days';
import { WindowPicker } from '../../../components/legs/window-picker';

export function HandoverChoice({ legs, actions }: { legs: LegsDraft; actions: WizardActions }) {
  return <ChoiceGroup legend={LEG_CHOICE_KEYS.handoverQuestion} value={legs.handover} choices={HANDOVER_CHOICES} onChange={actions.setHandover} />;
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
  delivery: DeliveryCatalog;
  returnLocation: CollectionLocationView | null;
  errors?: LegErrors;
  actions: WizardActions;
}

/** "Where do you want them back?": the same point, another point of any city (list or map), or an address. */
export function GiveBackPanel({ legs, cities, gmkey, delivery, returnLocation, errors, actions }: GiveBackPanelProps) {
  const { t } = useTranslation('booking');
  const localised = useLocalised();
  const handoverLine = useHandoverLine();
  return (
    <>
      <ChoiceGroup legend={LEG_CHOICE_KEYS.giveBackQuestion} value={legs.giveBack} choices={GIVE_BACK_CHOICES} onChange={actions.setGiveBack} />
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
  errors?: LegErrors;
  actions: WizardActions;
}

/** "Deliver to my address": the window on the return date (collection + nights), on the nights step. */
export function DeliveryWindow({ legs, delivery, returnDate, errors, actions }: DeliveryWindowProps) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const { windows, retry } = useDeliveryWindows(legCityId(legs.delivery, delivery), returnDate);
  return (
    <WindowPicker
      legend={returnDate ? t('legs.deliveryTimeOn', { date: format.date(returnDate) }) : t('legs.deliveryTime')}
      idPrefix="giveBack"
      windows={windows}
      windowId={legs.delivery.windowId}
      error={errors?.['giveBack.windowId']}
      onChoose={(id) => actions.chooseWindow('giveBack', id)}
      onRetry={retry}
    />
  );
}
