// Platform §2 dashboard widget 3 "Reports": choose a report, the §9 sort (Last name,
// First name, CAPID) and member filter (Cadets, Senior Members, All), then download it. Exposed as
// 'mfe_events/ReportsWidget'; mfe-admin's dashboard renders it inside its Reports card for those
// WIDGET_RULES.reports allows on squadron accounts. The data (§7 /account and the registry) loads
// once when the widget shows; the files are built in the browser: exceljs and the PDF module
// (pdfmake) are imported on demand at the first download. §8 "Reports screen in ERROR shows the
// error text": a failed load shows the call's message; a failed download shows its message
// (e.g. 'Could not import pdfmake') under the buttons and the widget stays usable.
import {
  DEFAULT_SITE_NAME,
  mayEnterCadetRecords,
  REPORT_MEMBER_FILTERS,
  REPORT_SORTS,
  type ReportMemberFilter,
  type ReportSort,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Loader,
  Select,
  useLoadState,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { accountZone } from '../calendar/calendarCalls.ts';
import { loadReportsData, type ReportsData } from './reportsCalls.ts';
import type { SpreadsheetReport } from './reportSheets.ts';
import reportsCss from './reports.css?raw';

adoptStyles('mfe-events-reports', reportsCss);

/** What the widget offers: every spreadsheet report; the 60-1 and 60-20 also as PDF (§9). */
export const REPORT_CHOICES: readonly { kind: SpreadsheetReport; label: string; pdf: boolean }[] = [
  { kind: 'SQR 60-1', label: '60-1 Cadet status', pdf: true },
  { kind: 'SQR 60-1a', label: '60-1a Cadet status by flight', pdf: false },
  { kind: 'SQR 60-20', label: '60-20 Cadet fitness', pdf: true },
  { kind: 'SQR 52-1', label: '52-1 Orientation flights', pdf: false },
];

export interface ReportRequest {
  kind: SpreadsheetReport;
  format: 'xlsx' | 'pdf';
  data: ReportsData;
  sort: ReportSort;
  filter: ReportMemberFilter;
  now: number;
}

/** Builds and saves the file; answers its name. Replaced in tests. */
export async function downloadReport({
  kind,
  format,
  data,
  sort,
  filter,
  now,
}: ReportRequest): Promise<string> {
  const { registry, items } = data;
  const common = { items, siteName: registry.Website.Name || DEFAULT_SITE_NAME, sort, filter, now };
  const zone = accountZone(registry);
  const { saveFile, downloadReportWorkbook } = await import('./reportWorkbook.ts');
  if (format === 'xlsx')
    return downloadReportWorkbook(
      kind,
      { ...common, flights: registry.RankAndFile.Flights },
      registry.accountID,
      zone,
    );
  const pdf = await import('./pdf/index.ts');
  const [blob, name] =
    kind === 'SQR 60-20'
      ? [await pdf.fitnessReportPdf(common), pdf.fitnessReportPdfName(registry.accountID, now, zone)]
      : [await pdf.squadronReportPdf(common), pdf.squadronReportPdfName(registry.accountID, now, zone)];
  saveFile(blob, name);
  return name;
}

/**
 * The cadet record editor (/admin/cadetrecords, src/cadetRecords), for those who may
 * enter records (PromotionManagement FULL or the privileged user); a plain link outside a router.
 */
function CadetRecordsLink() {
  const { member, superUser } = useSession();
  const inRouter = useInRouterContext();
  const superUserIDs = superUser && typeof member?.id === 'number' ? [member.id] : [];
  if (!mayEnterCadetRecords({ member: member ?? null, superUserIDs })) return null;
  const text = 'Enter cadet records';
  return (
    <p className="rpt-link">
      {inRouter ? <Link to="/admin/cadetrecords">{text}</Link> : <a href="/admin/cadetrecords">{text}</a>}
    </p>
  );
}

type Outcome = { kind: 'saved' | 'error'; text: string } | null;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export interface ReportsWidgetProps {
  client?: ApiClient;
  download?: (request: ReportRequest) => Promise<string>;
  now?: () => number;
  /** When the card around began to wait: the loader counts its 200 ms from it (no blank gap). */
  loadingSince?: number;
}

export default function ReportsWidget({
  client = apiClient,
  download = downloadReport,
  now = Date.now,
  loadingSince,
}: ReportsWidgetProps) {
  const load = useLoadState(
    (signal) => loadReportsData(client, signal),
    [client],
    (error) => messageOf(error, 'The reports could not be loaded'),
  );
  const [kind, setKind] = useState<SpreadsheetReport>('SQR 60-1');
  const [sort, setSort] = useState<ReportSort>('Last name');
  const [filter, setFilter] = useState<ReportMemberFilter>('Cadets');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (load.state === 'LOADING')
    return (
      <div className="rpt-widget">
        <Loader label="Loading the unit's members..." since={loadingSince} />
      </div>
    );
  if (load.state === 'ERROR')
    return (
      <div className="rpt-widget">
        <p className="rpt-error" role="alert">
          {load.message}
        </p>
      </div>
    );

  const data = load.value;
  const choice = REPORT_CHOICES.find((c) => c.kind === kind)!;
  const run = (format: 'xlsx' | 'pdf') => {
    setBusy(true);
    setOutcome(null);
    download({ kind, format, data, sort, filter, now: now() })
      .then(
        (name) => setOutcome({ kind: 'saved', text: `Saved ${name}` }),
        (error: unknown) =>
          setOutcome({ kind: 'error', text: messageOf(error, 'The report could not be made') }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="rpt-widget" data-testid="reports-widget">
      <p className="rpt-count">
        {data.items.length} {data.items.length === 1 ? 'member' : 'members'} on record
      </p>
      <Select
        label="Report"
        value={kind}
        options={REPORT_CHOICES.map((c) => ({ value: c.kind, label: c.label }))}
        onChange={(v) => setKind(v as SpreadsheetReport)}
      />
      <div className="rpt-options">
        <Select
          label="Sort by"
          value={sort}
          options={REPORT_SORTS.map((s) => ({ value: s, label: s }))}
          onChange={(v) => setSort(v as ReportSort)}
        />
        <Select
          label="Members"
          value={filter}
          options={REPORT_MEMBER_FILTERS.map((f) => ({ value: f, label: f }))}
          onChange={(v) => setFilter(v as ReportMemberFilter)}
        />
      </div>
      <div className="rpt-buttons">
        <button
          type="button"
          className="kit-button kit-button-primary"
          disabled={busy}
          onClick={() => run('xlsx')}
        >
          Download XLSX
        </button>
        {choice.pdf && (
          <button type="button" className="kit-button" disabled={busy} onClick={() => run('pdf')}>
            Download PDF
          </button>
        )}
      </div>
      {busy && <Loader label="Making the report..." />}
      {outcome && (
        <p
          className={outcome.kind === 'error' ? 'rpt-error' : 'rpt-saved'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      <CadetRecordsLink />
    </div>
  );
}
