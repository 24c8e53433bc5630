// Texts admins write, per language (issue 19, section 1): item names and descriptions, point names and meeting
// instructions, zone names may be given in French, German, Spanish and Chinese in the admin forms; /api/get-data
// serves them beside the English (one cached answer for every language) and a language left empty is absent, so the
// pages show the English.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminStorageItem, CollectionLocationView, DeliveryZone, GetDataResponse, StorageItemView } from '@luggage/contracts';
import { expectStatus } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let cityId: number;
let pointId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const bristol = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!;
  cityId = bristol.id;
  pointId = bristol.get_locations[0].id;
});
afterAll(async () => {
  await t?.close();
});

const publicData = async () => (await t.request().get('/api/get-data').expect(200)).body as GetDataResponse;
const publicItem = async (id: number) => (await publicData()).storage_items.find((item) => item.id === id)!;
const publicPoint = async (id: number) => (await publicData()).collection_cities.flatMap((c) => c.get_locations).find((l) => l.id === id)!;

describe('storage items in other languages', () => {
  const item = { title: 'Pushchair', itemDescription: 'Folded or not', fullCostPerNight: 6 };

  it('keeps what the admin wrote per language, serves it in /api/get-data beside the English, and leaves out the empty ones', async () => {
    const translations = { fr: { title: ' Poussette ', itemDescription: 'Pliée ou non' }, de: { title: 'Kinderwagen', itemDescription: '' }, 'zh-Hans': { title: '' } };
    const made = (await expectStatus(admin.post('/api/store-new-storage-item', { ...item, translations }), 201)).body as StorageItemView;
    expect(made).toMatchObject({ storage_item: 'Pushchair', nameTranslations: { fr: 'Poussette', de: 'Kinderwagen' }, descriptionTranslations: { fr: 'Pliée ou non' } });

    const served = await publicItem(made.id);
    expect(served.storage_item).toBe('Pushchair');
    expect(served.nameTranslations).toEqual({ fr: 'Poussette', de: 'Kinderwagen' });
    expect(served.descriptionTranslations).toEqual({ fr: 'Pliée ou non' });

    const form = (await admin.get(`/api/get-storage-item/${made.id}`).expect(200)).body as AdminStorageItem;
    expect(form.nameTranslations).toEqual({ fr: 'Poussette', de: 'Kinderwagen' });
  });

  it('replaces them on edit when sent, keeps them when an edit leaves them out, and clears one emptied', async () => {
    const made = (await expectStatus(admin.post('/api/store-new-storage-item', { ...item, title: 'Wheelchair', translations: { fr: { title: 'Fauteuil roulant' }, es: { title: 'Silla de ruedas' } } }), 201)).body as StorageItemView;
    const edit = { ...item, title: 'Wheelchair', storageItemId: made.id };
    await expectStatus(admin.put('/api/edit-storage-item', { ...edit, fullCostPerNight: 7 }), 200);
    expect((await publicItem(made.id)).nameTranslations).toEqual({ fr: 'Fauteuil roulant', es: 'Silla de ruedas' });

    await expectStatus(admin.put('/api/edit-storage-item', { ...edit, translations: { fr: { title: 'Fauteuil' }, es: { title: '  ' } } }), 200);
    expect((await publicItem(made.id)).nameTranslations).toEqual({ fr: 'Fauteuil' });
  });

  it('refuses a translation longer than its English field may be with a 422 under its own field, and changes nothing', async () => {
    const made = (await expectStatus(admin.post('/api/store-new-storage-item', { ...item, title: 'Cool box', translations: { de: { title: 'Kühlbox' } } }), 201)).body as StorageItemView;
    const tooLong = { ...item, title: 'Cool box', storageItemId: made.id, translations: { de: { title: 'K'.repeat(101) }, fr: { itemDescription: 'd'.repeat(501) } } };
    const refused = await admin.put('/api/edit-storage-item', tooLong);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'translations.de.title': ['The German title must not be longer than 100 characters.'],
      'translations.fr.itemDescription': ['The French item description must not be longer than 500 characters.'],
    });
    const notText = await admin.put('/api/edit-storage-item', { ...tooLong, translations: { es: { title: 42 } } });
    expect(notText.status).toBe(422);
    expect(notText.body.errors).toEqual({ 'translations.es.title': ['The Spanish title must be text.'] });
    const notObject = await admin.put('/api/edit-storage-item', { ...tooLong, translations: { fr: 'Glacière' } });
    expect(notObject.status).toBe(422);
    expect(notObject.body.errors).toEqual({ 'translations.fr': ['The French translation is invalid.'] });
    expect((await publicItem(made.id)).nameTranslations).toEqual({ de: 'Kühlbox' });
  });
});

describe('collection points in other languages', () => {
  const point = { cityId: 0, location: 'Harbourside Kiosk', lat: 51.45, lng: -2.6, time: '09:00', instructions: 'By the blue door.' };

  it('keeps the name and meeting instructions per language, keeps them when an edit leaves them out, and refuses too long ones by field', async () => {
    const base = { ...point, cityId };
    const translations = { fr: { location: 'Kiosque du port', instructions: 'À côté de la porte bleue.' }, 'zh-Hans': { location: '', instructions: '在蓝色门旁边。' } };
    const made = (await expectStatus(admin.post('/api/store-new-collection-location', { ...base, translations }), 201)).body as CollectionLocationView;
    const served = await publicPoint(made.id);
    expect(served).toMatchObject({ Location: 'Harbourside Kiosk', instructions: 'By the blue door.' });
    expect(served.nameTranslations).toEqual({ fr: 'Kiosque du port' });
    expect(served.instructionsTranslations).toEqual({ fr: 'À côté de la porte bleue.', 'zh-Hans': '在蓝色门旁边。' });

    await expectStatus(admin.put('/api/edit-collection-location', { ...base, locationId: made.id, capacity: 12 }), 200);
    expect((await publicPoint(made.id)).nameTranslations).toEqual({ fr: 'Kiosque du port' });

    const refused = await admin.put('/api/edit-collection-location', { ...base, locationId: made.id, translations: { es: { location: 'q'.repeat(151), instructions: 'i'.repeat(1001) } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'translations.es.location': ['The Spanish location must not be longer than 150 characters.'],
      'translations.es.instructions': ['The Spanish meeting instructions must not be longer than 1000 characters.'],
    });
    expect((await publicPoint(made.id)).instructionsTranslations).toEqual(served.instructionsTranslations);
  });

  it('starts a point without translations as none', async () => {
    const made = (await expectStatus(admin.post('/api/store-new-collection-location', { ...point, cityId, location: 'Plain Point' }), 201)).body as CollectionLocationView;
    expect((await publicPoint(made.id)).nameTranslations).toEqual({});
  });
});

describe('service zones in other languages', () => {
  it('keeps the zone name per language, serves it in the delivery catalog, keeps it when an edit leaves it out, and refuses a too long one', async () => {
    const created = await expectStatus(
      admin.post('/api/admin/delivery-zones', { cityId, name: 'Clifton', districts: 'BS40', fee: 9, locationId: pointId, translations: { de: { name: 'Clifton (Westen)' }, fr: { name: '' } } }),
      201,
    );
    const zone = created.body as DeliveryZone;
    expect(zone.nameTranslations).toEqual({ de: 'Clifton (Westen)' });
    const served = async () => (await publicData()).delivery.zones.find((z) => z.id === zone.id)!;
    expect((await served()).nameTranslations).toEqual({ de: 'Clifton (Westen)' });

    await expectStatus(admin.put(`/api/admin/delivery-zones/${zone.id}`, { fee: 10 }), 200);
    expect((await served()).nameTranslations).toEqual({ de: 'Clifton (Westen)' });

    const refused = await admin.put(`/api/admin/delivery-zones/${zone.id}`, { translations: { fr: { name: 'n'.repeat(101) } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'translations.fr.name': ['The French name must not be longer than 100 characters.'] });

    await expectStatus(admin.put(`/api/admin/delivery-zones/${zone.id}`, { translations: { es: { name: 'Clifton (oeste)' } } }), 200);
    expect((await served()).nameTranslations).toEqual({ es: 'Clifton (oeste)' });
  });
});
