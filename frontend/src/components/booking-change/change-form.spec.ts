import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { type StorageItemView, type Text, wordsOf } from '@luggage/contracts';
import { initialLegs } from '../../lib/legs';
import { aDeliveryCatalog } from '../../lib/test-catalog';
import {
  changeFormItems,
  changeFormProblems,
  dateBounds,
  differenceTerm,
  fieldErrorsFrom,
  initialChangeValues,
  otherFieldMessages,
  toChangeRequest,
  type ChangeFormValues,
  type CurrentBooking,
} from './change-form';

// 12:00 in London on Wed 25 Nov 2026 (GMT).
const NOW = new Date('2026-11-25T12:00:00Z');

const aBooking = (overrides: Partial<CurrentBooking> = {}): CurrentBooking => ({
  collectionDate: '28-11-2026',
  nights: 2,
  location: { id: 3 },
  items: [{ code: 'SS', title: 'Small Suitcase', amount: 2 }],
  legs: [],
  ...overrides,
});

const delivery = aDeliveryCatalog();
const pointLegs = initialLegs();
const request = (values: ChangeFormValues, booked = pointLegs) => toChangeRequest(values, booked, delivery);

const anItem = (code: string, title: string, active = true): StorageItemView => ({ id: code.length, storage_item: title, description: '', price: 10, day_price: 6, code, active });

/** A keyed check's English words, from the English catalogues. */
const english = (text: Text): string => wordsOf(text, 'en-GB', (key, values) => i18next.t(key, { ...values, lng: 'en-GB' }));

describe('the booking change form', () => {
  beforeAll(async () => {
    const [{ default: manage }, { default: validation }] = await Promise.all([
      import('../../../../contracts/locales/en-GB/manage.json', { with: { type: 'json' } }),
      import('../../../../contracts/locales/en-GB/validation.json', { with: { type: 'json' } }),
    ]);
    await i18next.init({ lng: 'en-GB', ns: ['manage', 'validation'], resources: { 'en-GB': { manage, validation } }, interpolation: { escapeValue: false } });
  });

  it('starts from the booking as it is and asks for the same booking back', () => {
    const values = initialChangeValues(aBooking(), delivery);
    expect(values).toEqual({ date: '2026-11-28', nights: 2, locationId: 3, quantities: { SS: 2 }, legs: pointLegs });
    expect(request(values)).toEqual({ collectionDate: '28-11-2026', nights: 2, locationId: 3, items: [{ code: 'SS', amount: 2 }] });
  });

  it('sends only the items with a quantity', () => {
    const values = { ...initialChangeValues(aBooking(), delivery), quantities: { SS: 0, ML: 1 } };
    expect(request(values).items).toEqual([{ code: 'ML', amount: 1 }]);
  });

  it('keeps the booked code unless a code is applied or removed, and shows a code’s refusal under its own field', () => {
    const values = initialChangeValues(aBooking({ promo: { code: 'SUMMER10', discount: 3.64 } }), delivery);
    expect(request(values)).not.toHaveProperty('promoCode');
    expect(request({ ...values, promoCode: 'AUTUMN5' }).promoCode).toBe('AUTUMN5');
    expect(request({ ...values, promoCode: null }).promoCode).toBeNull();
    const errors = fieldErrorsFrom({ promoCode: ['This code has been used up.'] });
    expect(otherFieldMessages(errors, [])).toEqual([]);
  });

  it('offers every item on sale and keeps a withdrawn item the booking has', () => {
    const items = changeFormItems([anItem('SS', 'Small Suitcase'), anItem('OLD', 'Old Trunk', false), anItem('ML', 'Medium')], aBooking({
      items: [{ code: 'GONE', title: 'Hat Box', amount: 1 }],
    }));
    expect(items.map((item) => item.title)).toEqual(['Small Suitcase', 'Medium', 'Hat Box']);
    expect(items[2].price).toBeNull();
  });

  it('limits the date to today up to 365 days ahead, on London’s calendar', () => {
    expect(dateBounds(NOW)).toEqual({ min: { year: 2026, month: 11, day: 25 }, max: { year: 2027, month: 11, day: 25 } });
    expect(dateBounds(new Date('2026-11-25T23:30:00Z')).min).toEqual({ year: 2026, month: 11, day: 25 });
  });

  it('says what is wrong before asking the server', () => {
    const ok = initialChangeValues(aBooking(), delivery);
    expect(changeFormProblems(ok, pointLegs, delivery, NOW)).toEqual({});
    expect(changeFormProblems({ ...ok, date: '' }, pointLegs, delivery, NOW).collectionDate?.map(english)).toEqual(['Please select a collection date!']);
    expect(changeFormProblems({ ...ok, date: '2026-11-24' }, pointLegs, delivery, NOW).collectionDate?.map(english)).toEqual(['The collection date cannot be in the past.']);
    expect(changeFormProblems({ ...ok, date: '2027-11-26' }, pointLegs, delivery, NOW).collectionDate?.map(english)).toEqual(['The collection date must be within the next 365 days.']);
    expect(changeFormProblems({ ...ok, nights: 4 }, pointLegs, delivery, NOW).nights?.map(english)).toEqual(['Choose 1 to 3 nights.']);
    expect(changeFormProblems({ ...ok, locationId: null }, pointLegs, delivery, NOW).locationId?.map(english)).toEqual(['Please select a location']);
    expect(changeFormProblems({ ...ok, quantities: { SS: 0 } }, pointLegs, delivery, NOW).items?.map(english)).toEqual(['Please choose at least one item.']);
    expect(changeFormProblems({ ...ok, quantities: { SS: 6 } }, pointLegs, delivery, NOW).items?.map(english)).toEqual(['Choose 0 to 5 of each item.']);
  });

  it('puts the server’s messages under the form’s fields and keeps the others apart', () => {
    const errors = fieldErrorsFrom({ 'items.0.amount': ['Too many.'], items: ['At least one.'], collectionDate: ['Too late.'], reason: ['Say why.'] });
    expect(errors).toEqual({ items: ['Too many.', 'At least one.'], collectionDate: ['Too late.'], reason: ['Say why.'] });
    expect(otherFieldMessages(errors, [])).toEqual(['Say why.']);
    expect(otherFieldMessages(errors, ['reason'])).toEqual([]);
    const legs = fieldErrorsFrom({ 'handover.address.postcode': ['Not served.'], giveBack: ['Started.'], reason: ['Say why.'] });
    expect(otherFieldMessages(legs, [])).toEqual(['Say why.']);
  });

  it('words the difference before anything is committed', () => {
    const difference = (...args: Parameters<typeof differenceTerm>) => english(differenceTerm(...args));
    expect(difference({ difference: 5, payNow: 5, refundNow: 0 })).toBe('You pay £5.00 more');
    expect(difference({ difference: -7.5, payNow: 0, refundNow: 7.5 })).toBe('We refund £7.50');
    expect(difference({ difference: 0, payNow: 0, refundNow: 0 })).toBe('Same price');
    expect(difference({ difference: -3, payNow: 0, refundNow: 0 })).toBe('£3.00 less, with nothing left to refund');
    expect(difference({ difference: 5, payNow: 5, refundNow: 0 }, 'operator')).toBe('£5.00 more than now');
  });
});
