import { IsOptional, ValidateBy } from 'class-validator';
import { blankAsMissing, rules } from '../validation/rules.js';

/** An optional page cursor, valid when `decode` reads it (a 422 under the field otherwise, never a 500 from a bad key). */
export const OptionalPageCursor = (decode: (text: unknown) => unknown) =>
  rules(
    blankAsMissing(),
    IsOptional(),
    ValidateBy({
      name: 'pageCursor',
      validator: { validate: (value: unknown) => decode(value) !== null, defaultMessage: () => 'The page cursor is not one this list gave.' },
    }),
  );
