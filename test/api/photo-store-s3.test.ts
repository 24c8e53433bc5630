// PHOTO_STORE=s3: the photos of a claim go to an S3-compatible bucket through the AWS SDK (here a local s3rver process
// started by the test, speaking S3's HTTP API), come back through the manage link, and are deleted from the bucket by
// the retention sweep. Nothing of the bucket is public: the app reads the objects and serves them itself.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ManageClaimsView } from '@luggage/contracts';
import sharp from 'sharp';
import { S3PhotoStore } from '../../backend/src/modules/media/index.js';
import { erasableReturnDate } from '../../backend/src/modules/privacy/retention-days.js';
import { RetentionService } from '../../backend/src/modules/privacy/retention.service.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';
import type { TestApp } from '../support/test-app.js';

let s3: S3Server;
let t: TestApp;
let client: S3Client;

const keysInBucket = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key);

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createAdminTestApp({ env: s3.env });
  client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('the S3 photo store', () => {
  it('keeps a claim’s photo in the bucket under its prefix, serves it through the manage link, and the sweep deletes it', async () => {
    const admin = await adminSession(t);
    const booked = await bookAndPay(t, (await demoCatalog(t)).bristolBusStation);
    for (const step of ['collected', 'returned']) expect((await admin.post(`/api/admin/bookings/${booked.reference}/${step}`)).status).toBe(200);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#804020' } }).jpeg().toBuffer();
    const filed = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'Dent.' }, [
      { field: 'photos[]', bytes: image, name: 'dent.jpg', type: 'image/jpeg' },
    ]);
    expect(filed.status).toBe(201);
    const [photo] = (filed.body as ManageClaimsView).claims[0].photos;
    const [row] = await sql<{ storage_key: string }>(t, 'select storage_key from stored_photo where id = ?', [photo.id]);
    expect(await keysInBucket()).toEqual([`test/${row.storage_key}`]);
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `test/${row.storage_key}` }));
    expect(object.ContentType).toBe('image/jpeg');

    const served = await booked.browser.get(photo.url);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const [sweep] = await sql<{ day: string }>(t, `select to_char(day, 'YYYY-MM-DD') as day from retention_sweep where finished_at is null order by day limit 1`);
    const returnedBy = erasableReturnDate(sweep.day, t.config.retentionMonths);
    await sql(t, 'update booking set return_date = ?::date, collection_date = ?::date - nights where reference = ?', [returnedBy, returnedBy, booked.reference]);
    await t.app.get(RetentionService).sweep(sweep.day);
    expect(await keysInBucket()).toEqual([]);
  });

  it('answers null for a key that holds nothing, and deleting it again is no error', async () => {
    const store = new S3PhotoStore({ kind: 's3', bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'other' });
    await store.put('a/photo.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect((await store.get('a/photo.jpg'))?.toString()).toBe('bytes');
    await store.delete('a/photo.jpg');
    await store.delete('a/photo.jpg');
    expect(await store.get('a/photo.jpg')).toBeNull();
  });
});
