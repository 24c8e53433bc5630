import { gzipSync } from 'node:zlib';

/** A JSON answer encoded once, plain and gzipped, so a hot GET costs no serialising or compressing. */
export interface EncodedJson {
  plain: Buffer;
  gzip: Buffer;
}

export function encodeJson(value: unknown): EncodedJson {
  const plain = Buffer.from(JSON.stringify(value));
  return { plain, gzip: gzipSync(plain) };
}
