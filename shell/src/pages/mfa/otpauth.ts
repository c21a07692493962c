/** The base32 secret of an otpauth:// URL, shown for manual entry; null when absent. */
export function otpauthSecret(url: string): string | null {
  try {
    return new URL(url).searchParams.get('secret');
  } catch {
    return null;
  }
}
