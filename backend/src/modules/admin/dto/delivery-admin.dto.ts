import {
  type CreateDeliveryWindowRequest,
  type CreateDeliveryZoneRequest,
  DELIVERY_LIMITS as L,
  type DeliveryCutOffRequest,
  type EditDeliveryWindowRequest,
  type EditDeliveryZoneRequest,
  type ReturnFeeRequest,
  type RunLeadRequest,
  type SameDayGapRequest,
  type SecondAttemptFeeRequest,
  type TranslationsInput,
} from '@luggage/contracts';
import { ValidateIf } from 'class-validator';
import { DistrictList, Id, OptionalFlag, OptionalNested, Pounds, RequiredText, rules, TimeOfDay, WholePercent } from '../../../shared/validation/rules.js';
import { DeliveryZoneTranslationsDto } from './translations.dto.js';

/** Bodies of the delivery catalog's admin calls. Fees in pounds, as every admin form sends money. */

const DISTRICTS_TEXT_MAX = 1000;
const optional = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);
/** `active`: false retires, true offers again. */
const activeFlag = () => rules(optional(), OptionalFlag('Active'));

export class CreateDeliveryZoneDto implements CreateDeliveryZoneRequest {
  @Id('city')
  cityId!: number;

  @RequiredText('name', L.zoneNameMax)
  name!: string;

  /** 'BS1, BS2, BS8': each a district here; normalised, and checked to be in no other zone, by the catalog. */
  @DistrictList('postcode districts', DISTRICTS_TEXT_MAX)
  districts!: string;

  @Pounds('fee per trip', 0, L.feeMaxPounds)
  fee!: number;

  @Id('storage point')
  locationId!: number;

  @OptionalNested('translations field', () => DeliveryZoneTranslationsDto)
  translations?: TranslationsInput<'name'>;
}

export class EditDeliveryZoneDto implements EditDeliveryZoneRequest {
  @rules(optional(), RequiredText('name', L.zoneNameMax))
  name?: string;

  @rules(optional(), DistrictList('postcode districts', DISTRICTS_TEXT_MAX))
  districts?: string;

  @rules(optional(), Pounds('fee per trip', 0, L.feeMaxPounds))
  fee?: number;

  @rules(optional(), Id('storage point'))
  locationId?: number;

  @OptionalNested('translations field', () => DeliveryZoneTranslationsDto)
  translations?: TranslationsInput<'name'>;

  @activeFlag()
  active?: boolean;
}

export class CreateDeliveryWindowDto implements CreateDeliveryWindowRequest {
  @Id('city')
  cityId!: number;

  @TimeOfDay('start')
  start!: string;

  @TimeOfDay('end')
  end!: string;

  @WholePercent('trips', 1, L.tripsMax)
  trips!: number;
}

export class EditDeliveryWindowDto implements EditDeliveryWindowRequest {
  @rules(optional(), TimeOfDay('start'))
  start?: string;

  @rules(optional(), TimeOfDay('end'))
  end?: string;

  @rules(optional(), WholePercent('trips', 1, L.tripsMax))
  trips?: number;

  @activeFlag()
  active?: boolean;
}

export class DeliveryCutOffDto implements DeliveryCutOffRequest {
  @WholePercent('cut-off hours', 0, L.cutOffHoursMax)
  hours!: number;
}

export class SameDayGapDto implements SameDayGapRequest {
  @WholePercent('same-day gap minutes', L.sameDayGapMinutesMin, L.sameDayGapMinutesMax)
  minutes!: number;
}

export class RunLeadDto implements RunLeadRequest {
  @WholePercent('run lead minutes', 0, L.runLeadMinutesMax)
  minutes!: number;
}

export class ReturnFeeDto implements ReturnFeeRequest {
  @Id('from city')
  fromCityId!: number;

  @Id('to city')
  toCityId!: number;

  /** null: not offered between these cities. */
  @rules(ValidateIf((dto: ReturnFeeDto) => dto.fee !== null), Pounds('fee', 0, L.feeMaxPounds))
  fee!: number | null;
}

export class SecondAttemptFeeDto implements SecondAttemptFeeRequest {
  /** null: the zone's fee per trip; 0: free. */
  @rules(ValidateIf((dto: SecondAttemptFeeDto) => dto.fee !== null), Pounds('second delivery fee', 0, L.feeMaxPounds))
  fee!: number | null;
}
