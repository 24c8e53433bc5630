import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError, ValidationFailedError } from '../errors/domain-error.js';
import { message, type Text } from '../i18n/message.js';
import { unkeyed } from './keyed-message.js';

/** No request of this app nests deeper; thousands of levels would overflow class-transformer's recursion (a 500). */
export const MAX_INPUT_DEPTH = 32;
export const NULL_CHARACTER_MESSAGE = message('validation:nullCharacter');

export class InputTooDeepError extends DomainError {
  constructor() {
    super('VALIDATION.TOO_DEEP', 'bad_request', message('errors:request.tooDeep'));
  }
}

/**
 * class-validator at the edge: unknown fields stripped, types transformed, failures as a 422 per field. Before that,
 * two checks class-validator cannot make: input nested absurdly deep is a 400 (it would overflow the transformer),
 * and a null character in any text is a 422 on its field (PostgreSQL refuses it in text, which was a 500).
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const fields = nullCharacterFields(value, metadata.type === 'body' || metadata.type === 'query' ? '' : (metadata.data ?? ''));
    if (fields.length > 0) throw new ValidationFailedError(Object.fromEntries(fields.map((field) => [field || 'value', [NULL_CHARACTER_MESSAGE]])));
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

/** The paths of the strings holding '\0' (keys too), walked without recursion; throws past MAX_INPUT_DEPTH. */
export function nullCharacterFields(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) found.push(childPath);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return found.sort();
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
