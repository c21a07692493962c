/**
 * Platform §9 timezone options of the site configuration, stored with the America/ prefix.
 * 'America/Hawaii' and 'America/Arizona' are the stored values but not IANA zone names:
 * use ianaTimezone() before handing a value to Intl/Date APIs.
 */
export const TIMEZONE_OPTIONS = [
  { value: 'America/New_York', label: 'New York EST' },
  { value: 'America/Chicago', label: 'Chicago CST' },
  { value: 'America/Denver', label: 'Denver MST' },
  { value: 'America/Los_Angeles', label: 'Los Angeles PST' },
  { value: 'America/Arizona', label: 'Arizona' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'America/Hawaii', label: 'Hawaii' },
  { value: 'America/Puerto_Rico', label: 'Puerto Rico' },
] as const;
export type TimezoneOption = (typeof TIMEZONE_OPTIONS)[number]['value'];

const IANA: Record<string, string> = {
  'America/Hawaii': 'Pacific/Honolulu',
  'America/Arizona': 'America/Phoenix',
};

export function ianaTimezone(stored: string): string {
  return IANA[stored] ?? stored;
}
