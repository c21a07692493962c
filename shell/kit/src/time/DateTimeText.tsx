// The one way a page shows a moment to members: events §2/§9 'HH:MM on MM/DD/YYYY' (24-hour) in the
// account's zone (contracts' formatViewerDateTime), and a day on its own as MM/DD/YYYY
// (formatViewerDate). Pages never format times with the browser's locale or zone
// (oneTimeFormat.test.ts scans the front ends for it).
import { formatViewerDate, formatViewerDateTime } from '@portal/contracts';
import type { ApiClient } from '../api/client.ts';
import { useViewerZone } from './accountZone.ts';

export interface ViewerTimes {
  /** 'HH:MM on MM/DD/YYYY' in the account's zone; '' while the zone loads. */
  dateTime(ms: number): string;
  /** 'MM/DD/YYYY' in the account's zone; '' while the zone loads. */
  date(ms: number): string;
  /** The account's zone, null while it loads. */
  zone: string | null;
}

/**
 * The formatters in the account's zone (the shell's; see useViewerZone). Nothing is shown until the
 * zone is known, never a time in the wrong zone.
 */
export function useViewerTimes(client?: ApiClient): ViewerTimes {
  const zone = useViewerZone(client);
  return {
    zone,
    dateTime: (ms) => (zone === null ? '' : formatViewerDateTime(ms, zone)),
    date: (ms) => (zone === null ? '' : formatViewerDate(ms, zone)),
  };
}

export interface DateTimeTextProps {
  /** The moment, in epoch milliseconds. */
  ms: number;
  /** 'date' for a day on its own (an expiry); a date and time otherwise. */
  only?: 'date';
  client?: ApiClient;
  className?: string;
}

/** A <time> element reading 'HH:MM on MM/DD/YYYY' (or MM/DD/YYYY) in the account's zone. */
export function DateTimeText({ ms, only, client, className }: DateTimeTextProps) {
  const times = useViewerTimes(client);
  return (
    <time dateTime={new Date(ms).toISOString()} className={className}>
      {only === 'date' ? times.date(ms) : times.dateTime(ms)}
    </time>
  );
}
