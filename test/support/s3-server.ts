// A local S3-compatible server for the tests of the S3 photo store (s3rver, a Node server speaking S3's REST API over
// HTTP): the app's S3PhotoStore talks to it through the AWS SDK as it would to a real bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver ships no types: its constructor and run/close are all the tests use.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The settings PHOTO_STORE=s3 reads, pointed at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'luggage-photos'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3-server-'));
  const Server = S3rver as unknown as new (options: object) => S3rverInstance;
  const server = new Server({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      PHOTO_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
      S3_PREFIX: 'test',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
