// Public keys of trusted clients (node:crypto only): Ed25519 or ECDSA P-256, PEM (SPKI) form.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { SigninKeyAlgorithm } from '@portal/contracts';

export interface ParsedPublicKey {
  algorithm: SigninKeyAlgorithm;
  /** Normalised SPKI PEM. */
  pem: string;
  /** Hex SHA-256 of the SPKI DER form. */
  fingerprint: string;
}

/** The key, or null for anything else (a private key is refused outright, never derived from). */
export function parsePublicKey(text: string): ParsedPublicKey | null {
  if (/PRIVATE KEY/.test(text)) return null;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: text.trim(), format: 'pem' });
  } catch {
    return null;
  }
  let algorithm: SigninKeyAlgorithm;
  if (key.asymmetricKeyType === 'ed25519') algorithm = 'Ed25519';
  else if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    algorithm = 'ECDSA-P256';
  else return null;
  const der = key.export({ type: 'spki', format: 'der' });
  return {
    algorithm,
    pem: key.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
}

/**
 * Whether `signature` (base64 or base64url) signs the UTF-8 bytes of `message` with the key.
 * ECDSA signatures may be DER (node, OpenSSL) or the 64-byte r||s form (WebCrypto).
 */
export function verifySignature(
  key: { algorithm: SigninKeyAlgorithm; pem: string },
  message: string,
  signature: string,
): boolean {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return false;
  const bytes = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const data = Buffer.from(message, 'utf8');
  try {
    const publicKey = createPublicKey(key.pem);
    if (key.algorithm === 'Ed25519') return verify(null, data, publicKey, bytes);
    const dsaEncoding = bytes.length === 64 ? 'ieee-p1363' : 'der';
    return verify('sha256', data, { key: publicKey, dsaEncoding }, bytes);
  } catch {
    return false;
  }
}
