import { CityId, QueryPostcode } from '../../../shared/validation/rules.js';

/** GET /api/service-area?postcode=BS8 4JZ[&cityId=1] */
export class ServiceAreaQueryDto {
  @QueryPostcode()
  postcode!: string;

  /** Only this city's zones serve it (the city the customer chose). */
  @CityId({ required: false })
  cityId?: number;
}
