import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error.js';

/** class-validator at the edge: unknown fields stripped, types transformed, failures as a 422 per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedError(toFieldMessages(errors)),
  });
}

export function toFieldMessages(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(fields, toFieldMessages(error.children, key));
  }
  return fields;
}
