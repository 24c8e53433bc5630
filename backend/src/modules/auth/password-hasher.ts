import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from node:crypto (no native addon to build): N = 2^17, r = 8, p = 1 by default, which needs 128 MiB per
 * hash (128 * N * r bytes) and takes about a third of a second here. OWASP's figure for scrypt; see docs/decisions.md.
 * Stored as `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64), so the parameters can be raised later: a hash made with
 * other parameters verifies with its own and is rehashed after a successful login.
 */
export const DEFAULT_SCRYPT_LN = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface Params {
  ln: number;
  r: number;
  p: number;
}

interface Parsed extends Params {
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const N = 2 ** params.ln;
  // maxmem must exceed 128 * N * r; twice that leaves room for Node's own bookkeeping.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parse(stored: string): Parsed | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return { ln: Number(ln), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Hashes and checks passwords with scrypt at 2^ln iterations (PASSWORD_SCRYPT_LN; production never below 17). */
export class PasswordHasher {
  private readonly params: Params;
  private dummy: Promise<string> | null = null;

  constructor(ln = DEFAULT_SCRYPT_LN) {
    this.params = { ln, r: R, p: P };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { ln, r, p } = this.params;
    return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  /** Constant-time comparison of the derived key; false for a stored value it cannot read. */
  async verify(stored: string, password: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed || parsed.ln > 20 || parsed.r > 32 || parsed.p > 4) return false;
    const key = await derive(password, parsed.salt, parsed);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** True when a hash was made with other parameters than today's (rehash it after a successful login). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    const { ln, r, p } = this.params;
    return !parsed || parsed.ln !== ln || parsed.r !== r || parsed.p !== p;
  }

  /** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy password that never matches');
    await this.verify(await this.dummy, password);
    return false;
  }
}
