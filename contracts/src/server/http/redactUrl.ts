// URLs that carry a bearer secret in the path (the personal calendar feed's token) must not reach
// the logs: whoever reads a log line could otherwise subscribe to a member's calendar.
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/api\/calendar\/feed\/)(?!reset(?:[/?]|$))[^/?]+?(\.ics)?(?=[/?]|$)/i,
];

/** The URL as it may be logged: secret path segments replaced by '[redacted]'. */
export function redactLoggedUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url))
      return url.replace(pattern, (_all, head: string, ext?: string) => `${head}[redacted]${ext ?? ''}`);
  }
  return url;
}
