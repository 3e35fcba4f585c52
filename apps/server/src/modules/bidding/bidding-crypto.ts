/**
 * Sealed bids at rest: each event has its own AES-256-GCM key, made when it is published and stored only
 * wrapped (encrypted) with the server's bidding secret. The service unwraps it only once the event has
 * ended (opening the bids), so a reader of the database during the event finds no amount in clear.
 *
 * The secret: BIDDING_SECRET (64 hex characters) when set (every process sharing a database must have the
 * same), otherwise a random one kept in DATA_DIR/bidding-secret.key, made on first use (mode 0600).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ALGO = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function loadBiddingSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env.BIDDING_SECRET;
  if (fromEnv) {
    if (!/^[0-9a-fA-F]{64}$/.test(fromEnv)) throw new Error('BIDDING_SECRET must be 64 hex characters');
    return Buffer.from(fromEnv, 'hex');
  }
  const file = path.join(dataDir, 'bidding-secret.key');
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(text)) return Buffer.from(text, 'hex');
  } catch {
    // made below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32);
  try {
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process made it first: use that one.
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}

function encrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(ALGO, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = crypto.createDecipheriv(ALGO, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The amounts of a sealed bid. */
export interface SealedAmounts {
  price: number;
  freight: number;
  overCeiling: boolean;
}

export class BidSealer {
  constructor(private readonly secret: Buffer) {}

  /** A new event key, wrapped with the secret (what the event row stores). */
  newWrappedKey(): Buffer {
    return encrypt(this.secret, crypto.randomBytes(32));
  }

  seal(wrappedKey: Buffer, amounts: SealedAmounts): Buffer {
    return encrypt(this.unwrap(wrappedKey), Buffer.from(JSON.stringify(amounts)));
  }

  /** Only after the event's end (the service's rule). */
  open(wrappedKey: Buffer, sealed: Buffer): SealedAmounts {
    const v = JSON.parse(decrypt(this.unwrap(wrappedKey), sealed).toString('utf8')) as SealedAmounts;
    return { price: Number(v.price), freight: Number(v.freight), overCeiling: Boolean(v.overCeiling) };
  }

  private unwrap(wrappedKey: Buffer): Buffer {
    return decrypt(this.secret, wrappedKey);
  }
}
