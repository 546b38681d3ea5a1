/**
 * Reversible tokens for trusted recipients: a value is replaced by `tok:v1:<base64url>`, an
 * AES-256-GCM encryption under a key the user holds; `decryptTokens` restores the values.
 *
 * The nonce is derived from the value (HMAC-SHA-256 under a separate sub-key), the
 * synthetic-IV construction: the same value always gives the same token (runs stay
 * reproducible and equal values stay linkable for the recipient), and a nonce repeats only
 * for the same plaintext, which then gives the same ciphertext, so GCM's nonce-reuse failure
 * cannot happen. The cost is that equality of two tokenised values is visible.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { LeakscopeError } from '../../contracts/index.js';

/** Every token starts with this prefix. */
export const TOKEN_PREFIX = 'tok:v1:';
/** A token in a text. */
export const TOKEN_PATTERN = /tok:v1:[A-Za-z0-9_-]{38,}/g;

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('leakscope-token-v1');

/** Keys derived once from the user's key. */
export interface TokenKey {
  readonly encryption: Buffer;
  readonly nonce: Buffer;
}

/**
 * Parses a 32-byte key given as 64 hex characters, base64/base64url, or bytes, and derives
 * the encryption and nonce sub-keys (HKDF-SHA-256).
 *
 * @throws LeakscopeError `invalid-config` when the key is not 32 bytes.
 */
export function parseTokenKey(key: string | Uint8Array): TokenKey {
  let bytes: Buffer;
  if (typeof key !== 'string') bytes = Buffer.from(key);
  else if (/^[0-9a-fA-F]{64}$/.test(key.trim())) bytes = Buffer.from(key.trim(), 'hex');
  else bytes = Buffer.from(key.trim(), 'base64url');
  if (bytes.length !== 32) {
    throw new LeakscopeError('invalid-config', `token key must be 32 bytes (64 hex characters or base64), got ${bytes.length} bytes`, { bytes: bytes.length });
  }
  const derive = (info: string): Buffer => Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), info, 32));
  return { encryption: derive('leakscope token encryption'), nonce: derive('leakscope token nonce') };
}

/**
 * Encrypts one value into a token.
 *
 * @example
 * const key = parseTokenKey('00'.repeat(32));
 * const token = encryptToken('787-08-3753', key); // 'tok:v1:...'
 * decryptTokens(`SSN ${token}`, key) // 'SSN 787-08-3753'
 */
export function encryptToken(value: string, key: TokenKey): string {
  const nonce = createHmac('sha256', key.nonce).update(value, 'utf8').digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, nonce);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return TOKEN_PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** Decrypts one token, or null when it is malformed or was made under another key. */
export function decryptToken(token: string, key: TokenKey): string | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const bytes = Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.encryption, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Restores every token in a text that was made under `key`; other tokens are left as they are.
 *
 * @example decryptTokens('Patient tok:v1:AbC…', process.env.LEAKSCOPE_TOKEN_KEY)
 */
export function decryptTokens(text: string, key: string | Uint8Array | TokenKey): string {
  const parsed = typeof key === 'object' && 'encryption' in key ? key : parseTokenKey(key);
  return text.replace(TOKEN_PATTERN, (token) => decryptToken(token, parsed) ?? token);
}
