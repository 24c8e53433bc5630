/**
 * Where photo bytes live, by key ('bookings/12/3f…c.jpg'). The operator chooses the adapter (PHOTO_STORE): local
 * files under DATA_DIR (LocalPhotoStore) or an S3-compatible bucket (S3PhotoStore). Nothing here is public: the
 * photos are served only through the routes that check who asks.
 */
export abstract class PhotoStore {
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Deleting a key that holds nothing is not an error. */
  abstract delete(key: string): Promise<void>;
}
