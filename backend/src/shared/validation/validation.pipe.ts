import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error.js';
import type { Text } from '../i18n/message.js';
import { unkeyed } from './keyed-message.js';
import { unstorableTextFields } from './unstorable-text.js';

/**
 * class-validator at the edge: unknown fields stripped, types transformed, failures as a 422 per field. Bodies and
 * queries holding text PostgreSQL cannot store were refused before any of this (unstorable-text.ts); the path's
 * parameters are checked here the same way.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') {
      const fields = unstorableTextFields(value, metadata.data ?? '');
      if (Object.keys(fields).length > 0) throw new ValidationFailedError(fields);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedError(toFieldMessages(errors)),
  });
}

/** Each failed field's messages (Messages where its rule gave a key: see keyed-message.ts), nested fields as a.b.c. */
export function toFieldMessages(errors: ValidationError[], prefix = ''): Record<string, Text[]> {
  const fields: Record<string, Text[]> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[key] = Object.values(error.constraints).map(unkeyed);
    if (error.children?.length) Object.assign(fields, toFieldMessages(error.children, key));
  }
  return fields;
}
