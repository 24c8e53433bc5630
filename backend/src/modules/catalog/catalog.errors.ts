import { NotFoundError } from '../../shared/errors/domain-error.js';

export class CollectionCityNotFoundError extends NotFoundError {
  constructor() {
    super('CATALOG.CITY_NOT_FOUND', 'Collection city not found.');
  }
}
