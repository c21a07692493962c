// URLs that carry a bearer secret in the path must not reach the logs: whoever reads a log line
// could otherwise subscribe to a member's calendar (the personal feed's token) or sign a cadet's
// permission slip (the guardian's link, as the page and as its calls).
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/api\/calendar\/feed\/)(?!reset(?:[/?]|$))[^/?]+?(\.ics)?(?=[/?]|$)/i,
  /^((?:\/api)?\/permissionslips\/sign\/)[^/?]+()(?=[/?]|$)/i,
];

/** The URL as it may be logged: secret path segments replaced by '[redacted]'. */
export function redactLoggedUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url))
      return url.replace(pattern, (_all, head: string, ext?: string) => `${head}[redacted]${ext ?? ''}`);
  }
  return url;
}
