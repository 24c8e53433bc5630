import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { processPhoto } from './photo-image.js';
import { PhotoStore } from './photo-store.js';

export type PhotoPurpose = 'handover' | 'claim';

export interface StoredPhoto {
  id: number;
  bookingId: number;
  claimId: number | null;
  purpose: PhotoPurpose;
  takenAt: Date;
}

export interface PhotoFile {
  bytes: Buffer;
  contentType: string;
}

interface PhotoRow {
  id: number;
  booking_id: number;
  claim_id: number | null;
  purpose: PhotoPurpose;
  created_at: Date | string;
}

const toPhoto = (row: PhotoRow): StoredPhoto => ({ id: row.id, bookingId: row.booking_id, claimId: row.claim_id, purpose: row.purpose, takenAt: new Date(row.created_at) });

/**
 * A booking's photos: each upload checked and re-encoded (photo-image.ts), its bytes put in the PhotoStore under a
 * random key, its row (`stored_photo`) written in the caller's transaction. The bytes go first: a transaction that
 * then fails leaves a file no row names, which `discard` removes; a row never names missing bytes.
 */
@Injectable()
export class PhotoLibrary {
  private readonly logger = new Logger('Photos');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PhotoStore,
  ) {}

  /** Checks and stores the uploads (422 for one that is not an image) before any row is written; their keys for `record`. */
  async prepare(bookingId: number, uploads: readonly Buffer[]): Promise<PreparedPhoto[]> {
    const processed = await Promise.all(uploads.map((upload) => processPhoto(upload)));
    const prepared: PreparedPhoto[] = [];
    try {
      for (const photo of processed) {
        const key = `bookings/${bookingId}/${randomUUID()}.jpg`;
        await this.store.put(key, photo.bytes, photo.contentType);
        prepared.push({ key, contentType: photo.contentType, bytes: photo.bytes.length, width: photo.width, height: photo.height });
      }
    } catch (error) {
      await this.discard(prepared);
      throw error;
    }
    return prepared;
  }

  /** The rows of prepared photos, in the caller's transaction. */
  async record(tx: EntityManager, photos: readonly PreparedPhoto[], owner: { bookingId: number; claimId: number | null; purpose: PhotoPurpose; takenBy: string }): Promise<number[]> {
    const ids: number[] = [];
    for (const photo of photos) {
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into stored_photo (booking_id, claim_id, purpose, storage_key, content_type, bytes, width, height, taken_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [owner.bookingId, owner.claimId, owner.purpose, photo.key, photo.contentType, photo.bytes, photo.width, photo.height, owner.takenBy.slice(0, 120)],
      );
      ids.push(row.id);
    }
    return ids;
  }

  /** Removes the bytes of photos whose rows were never written (their transaction failed). */
  async discard(photos: readonly PreparedPhoto[]): Promise<void> {
    await Promise.all(photos.map((photo) => this.store.delete(photo.key).catch((error: unknown) => this.logger.warn(`Could not remove photo ${photo.key}: ${String(error)}`))));
  }

  async ofBookings(bookingIds: readonly number[], em: EntityManager = this.em.fork()): Promise<StoredPhoto[]> {
    if (bookingIds.length === 0) return [];
    const rows = await em.execute<PhotoRow[]>(
      'select id, booking_id, claim_id, purpose, created_at from stored_photo where booking_id in (?) and not erase_pending order by id',
      [bookingIds],
    );
    return rows.map(toPhoto);
  }

  /** The photo and its bytes; null when it is not this booking's (or is gone). */
  async file(photoId: number, bookingId: number | null): Promise<(StoredPhoto & PhotoFile) | null> {
    const [row] = await this.em.fork().execute<(PhotoRow & { storage_key: string; content_type: string })[]>(
      'select id, booking_id, claim_id, purpose, created_at, storage_key, content_type from stored_photo where id = ? and not erase_pending',
      [photoId],
    );
    if (!row || (bookingId !== null && row.booking_id !== bookingId)) return null;
    const bytes = await this.store.get(row.storage_key);
    return bytes ? { ...toPhoto(row), bytes, contentType: row.content_type } : null;
  }

  /**
   * The retention sweep's part, in its transaction: the photos of these bookings are marked for erasure (no route
   * serves them from now on); `eraseMarked` deletes their bytes and rows after the commit.
   */
  async markErased(tx: EntityManager, bookingIds: readonly number[]): Promise<void> {
    if (bookingIds.length === 0) return;
    await tx.execute('update stored_photo set erase_pending = true where booking_id in (?) and not erase_pending', [bookingIds]);
  }

  /** Deletes the bytes, then the rows, of every photo marked for erasure (this sweep's, and any an earlier one left). */
  async eraseMarked(): Promise<number> {
    const em = this.em.fork();
    let erased = 0;
    for (;;) {
      const rows = await em.execute<{ id: number; storage_key: string }[]>('select id, storage_key from stored_photo where erase_pending order by id limit 100');
      if (rows.length === 0) return erased;
      for (const row of rows) await this.store.delete(row.storage_key);
      await em.execute('delete from stored_photo where id in (?)', [rows.map((row) => row.id)]);
      erased += rows.length;
    }
  }
}

export interface PreparedPhoto {
  key: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}
