import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { blankAsMissing, rules, says } from '../../../shared/validation/rules.js';

const digitsAsNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value));

/** GET /api/service-area?postcode=BS8 4JZ[&cityId=1] */
export class ServiceAreaQueryDto {
  @rules(
    blankAsMissing(),
    IsNotEmpty(says('validation:postcode.required')),
    IsString(says('validation:postcode.invalid')),
    MaxLength(16, says('validation:postcode.invalid')),
  )
  postcode!: string;

  /** Only this city's zones serve it (the city the customer chose). */
  @rules(
    blankAsMissing(),
    digitsAsNumber(),
    IsOptional(),
    IsInt(says('validation:city.notWhole')),
    Min(1, says('validation:city.invalid')),
    Max(2_147_483_647, says('validation:city.invalid')),
  )
  cityId?: number;
}
