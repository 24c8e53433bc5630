import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { DECORATORS } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { describeFromValidation } from './validation-schemas.js';

class Line {
  @IsInt()
  @Min(0)
  @Max(5)
  amount!: number;
}

class Order {
  @IsString()
  @MaxLength(100)
  @IsEmail()
  email!: string;

  @IsOptional()
  @IsIn(['a', 'b'])
  kind?: string;

  @ValidateIf((order: Order) => order.kind === 'a')
  @Matches(/^\d{2}:\d{2}$/)
  time?: string;

  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];

  /** Not validated: not in the document either (the pipe strips it). */
  secret?: string;
}

class BiggerOrder extends Order {
  @IsInt()
  extra!: number;
}

const propertyOf = (dto: object, field: string) => Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto, field) as Record<string, unknown>;
const fieldsOf = (dto: object) => Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto) as string[];

describe('describeFromValidation', () => {
  describeFromValidation(BiggerOrder);
  describeFromValidation(Order);

  it('turns each class-validator rule into its OpenAPI keyword', () => {
    expect(propertyOf(Order.prototype, 'email')).toMatchObject({ type: 'string', maxLength: 100, format: 'email', required: true });
    expect(propertyOf(Order.prototype, 'kind')).toMatchObject({ type: 'string', enum: ['a', 'b'], required: false });
    expect(propertyOf(Order.prototype, 'time')).toMatchObject({ type: 'string', pattern: '^\\d{2}:\\d{2}$', required: false });
  });

  it('describes a nested DTO and points the array at it', () => {
    expect(propertyOf(Order.prototype, 'lines')).toMatchObject({ type: Line, isArray: true, required: true });
    expect(propertyOf(Line.prototype, 'amount')).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
  });

  it('leaves out what the pipe does not validate, and gives a subclass its parent fields', () => {
    expect(fieldsOf(Order.prototype)).not.toContain(':secret');
    expect(fieldsOf(BiggerOrder.prototype)).toEqual(expect.arrayContaining([':email', ':lines', ':extra']));
    expect(fieldsOf(Order.prototype)).not.toContain(':extra');
  });
});
