import { SERVICE_AREA_TEXTS } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { blankAsMissing, rules } from '../../../shared/validation/rules.js';

const digitsAsNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value));

/** GET /api/service-area?postcode=BS8 4JZ[&cityId=1] */
export class ServiceAreaQueryDto {
  @rules(
    blankAsMissing(),
    IsNotEmpty({ message: 'The postcode field is required.' }),
    IsString({ message: SERVICE_AREA_TEXTS.invalidPostcode }),
    MaxLength(16, { message: SERVICE_AREA_TEXTS.invalidPostcode }),
  )
  postcode!: string;

  /** Only this city's zones serve it (the city the customer chose). */
  @rules(
    blankAsMissing(),
    digitsAsNumber(),
    IsOptional(),
    IsInt({ message: 'The city must be a whole number.' }),
    Min(1, { message: 'The city is invalid.' }),
    Max(2_147_483_647, { message: 'The city is invalid.' }),
  )
  cityId?: number;
}
