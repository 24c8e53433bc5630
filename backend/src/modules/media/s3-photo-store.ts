import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoStoreConfig } from '../../config/app-config.js';
import { PhotoStore } from './photo-store.js';

type S3Settings = Extract<PhotoStoreConfig, { kind: 's3' }>;

/**
 * Photos in an S3-compatible bucket (AWS S3, or another provider by S3_ENDPOINT), through the AWS SDK, which signs
 * every request. The bucket should stay private: the app serves the photos itself, to those allowed to see them.
 */
export class S3PhotoStore extends PhotoStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    const credentials = settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  private keyOf(key: string): string {
    return this.settings.prefix ? `${this.settings.prefix.replace(/\/$/, '')}/${key}` : key;
  }
}
