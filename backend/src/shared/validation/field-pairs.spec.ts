import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf, validateSync } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-error.js';
import { DistrictList, IdList, OptionalCoordinateOfPair, PinUnlessScanned, QueryPostcode, rules, ScannedPass, SomeId } from './rules.js';
import { toFieldMessages } from './validation.pipe.js';

/*
 * The rules that judge a field by another of the same request, or that a service used to judge after the pipe: the
 * 422 each gives, in the words a person reads, as the pipe builds it.
 */
type Dto = new () => object;

const problems = (dto: Dto, body: object, language: 'en-GB' | 'de' | 'fr' = 'en-GB') =>
  new ValidationFailedError(toFieldMessages(validateSync(plainToInstance(dto, body), { stopAtFirstError: true }))).fieldsIn(language);

class Point {
  @OptionalCoordinateOfPair('latitude', 90, 'lng')
  lat?: number | null;

  @OptionalCoordinateOfPair('longitude', 180, 'lat')
  lng?: number | null;
}

class Zone {
  @DistrictList('postcode districts', 1000)
  districts!: string;
}

class Collected {
  @ScannedPass({ required: false })
  token?: string;

  @PinUnlessScanned()
  pin?: string;
}

class Invitation {
  @rules(IsOptional(), IsIn(['staff', 'driver']))
  role?: string;

  @rules(
    ValidateIf((dto: Invitation, value: unknown) => dto.role === 'driver' || (value !== undefined && value !== null)),
    SomeId('noCity', (dto) => dto.role === 'driver'),
    IdList('cities', 'unknownCity'),
  )
  cityIds?: number[];
}

class Area {
  @QueryPostcode()
  postcode!: string;
}

describe("a point's coordinates: both or neither", () => {
  it('accepts both, neither, and a pair given as form text', () => {
    expect(problems(Point, { lat: 51.45, lng: -2.6 })).toEqual({});
    expect(problems(Point, {})).toEqual({});
    expect(problems(Point, { lat: null, lng: '' })).toEqual({});
    expect(problems(Point, { lat: '51.45', lng: '-2.6' })).toEqual({});
  });

  it('names the one left out (null and blank count as left out), in the language asked for', () => {
    const pair = 'Give both latitude and longitude, or leave both empty to place the point from its postcode or its city.';
    expect(problems(Point, { lat: 51.45 })).toEqual({ lng: [pair] });
    expect(problems(Point, { lng: -2.6, lat: null })).toEqual({ lat: [pair] });
    expect(problems(Point, { lng: -2.6, lat: '' })).toEqual({ lat: [pair] });
    expect(problems(Point, { lat: 51.45 }, 'de').lng[0]).toMatch(/^Geben Sie Breiten- und Längengrad an/);
  });

  it('still judges a coordinate given alone as a number in range', () => {
    expect(problems(Point, { lat: 91, lng: 0 })).toEqual({ lat: ['The latitude must be between -90 and 90.'] });
  });
});

describe('postcode districts', () => {
  it('accepts districts in any spelling and separators', () => {
    expect(problems(Zone, { districts: 'bs1, BS2;bs8' })).toEqual({});
  });

  it('names what is not a district, in the singular or the plural', () => {
    expect(problems(Zone, { districts: 'BS1, 4JZ, nowhere' }).districts).toEqual(['4JZ, nowhere are not postcode districts (a district is the first half of a postcode, like BS8).']);
    expect(problems(Zone, { districts: 'BS1 nowhere' }).districts).toEqual(['nowhere is not a postcode district (a district is the first half of a postcode, like BS8).']);
    expect(problems(Zone, { districts: ', ;' }).districts).toEqual(['Name at least one postcode district, like BS8.']);
    expect(problems(Zone, { districts: '' }).districts).toEqual(['The postcode districts field is required.']);
  });
});

describe("a driver's collection: the pass or its PIN", () => {
  it('needs no PIN when the pass was scanned', () => {
    expect(problems(Collected, { token: 'scanned' })).toEqual({});
    expect(problems(Collected, { pin: '1234' })).toEqual({});
  });

  it('asks for one of the two, and judges a PIN typed', () => {
    expect(problems(Collected, {})).toEqual({ pin: ['Scan the pass or type its PIN.'] });
    expect(problems(Collected, { token: '  ' })).toEqual({ pin: ['Scan the pass or type its PIN.'] });
    expect(problems(Collected, { pin: '' })).toEqual({ pin: ['The PIN is 4 digits.'] });
    expect(problems(Collected, { token: 'scanned', pin: '12' })).toEqual({ pin: ['The PIN is 4 digits.'] });
  });
});

describe("a driver's cities", () => {
  it('asks a driver for at least one city, missing or empty', () => {
    expect(problems(Invitation, { role: 'driver' })).toEqual({ cityIds: ['Choose at least one city for a driver.'] });
    expect(problems(Invitation, { role: 'driver', cityIds: [] })).toEqual({ cityIds: ['Choose at least one city for a driver.'] });
    expect(problems(Invitation, { role: 'driver', cityIds: 'Bath' })).toEqual({ cityIds: ['The cities must be a list.'] });
    expect(problems(Invitation, { role: 'driver', cityIds: [0] })).toEqual({ cityIds: ['Choose cities from the list.'] });
  });

  it('asks staff for none, but judges a list sent', () => {
    expect(problems(Invitation, {})).toEqual({});
    expect(problems(Invitation, { cityIds: [] })).toEqual({});
    expect(problems(Invitation, { cityIds: [1.5] })).toEqual({ cityIds: ['Choose cities from the list.'] });
  });
});

describe('a postcode asked about', () => {
  it('is a UK postcode in any spelling', () => {
    expect(problems(Area, { postcode: ' bs84jz ' })).toEqual({});
    expect(problems(Area, { postcode: 'BS8' })).toEqual({ postcode: ['Enter a full UK postcode, like BS8 4JZ.'] });
    expect(problems(Area, { postcode: ' ' })).toEqual({ postcode: ['The postcode field is required.'] });
  });
});
