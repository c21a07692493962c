// @vitest-environment happy-dom
// Platform §2 widget 3 "Reports": the report choice, §9 sort and member filter, the
// Download buttons (PDF for the 60-1 and 60-20 only), the loading state and §8 "Reports screen in
// ERROR shows the error text"; a failed download (e.g. 'Could not import pdfmake') shows its words.
import { defaultRegistry, PROMOTION_MESSAGES, PROMOTION_REQUIREMENTS_PATHS } from '@portal/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork } from '../testing/testEvents.tsx';
import ReportsWidget, { type ReportRequest } from './ReportsWidget.tsx';
import { NOW, UNIT_ITEMS } from './testUnit.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(account: { status?: number; body: unknown }) {
  return fakeNetwork(UNIT_ITEMS[0]!.member, (url) => {
    if (url === PROMOTION_REQUIREMENTS_PATHS.account) return account;
    if (url === '/api/registry') return { body: defaultRegistry('md001') };
    return undefined;
  });
}

describe('reports widget (platform §2 widget 3)', () => {
  it('offers the four reports, §9 sorts and member filters; downloads with the chosen options', async () => {
    serve({ body: UNIT_ITEMS });
    const download = vi.fn(async (r: ReportRequest) => `${r.kind} md001 2026-11-23 0700.${r.format}`);
    render(<ReportsWidget download={download} now={() => NOW} />);
    expect(await screen.findByText('7 members on record')).toBeInstanceOf(HTMLElement);
    const report = screen.getByLabelText('Report') as HTMLSelectElement;
    expect([...report.options].map((o) => o.value)).toEqual([
      'SQR 60-1',
      'SQR 60-1a',
      'SQR 60-20',
      'SQR 52-1',
    ]);
    expect([...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'Last name',
      'First name',
      'CAPID',
    ]);
    expect([...(screen.getByLabelText('Members') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'Cadets',
      'Senior Members',
      'All',
    ]);
    // the 60-1 has a PDF; the 60-1a has none
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInstanceOf(HTMLElement);
    fireEvent.change(report, { target: { value: 'SQR 60-1a' } });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'CAPID' } });
    fireEvent.change(screen.getByLabelText('Members'), { target: { value: 'All' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByText('Saved SQR 60-1a md001 2026-11-23 0700.xlsx')).toBeInstanceOf(HTMLElement);
    const request = download.mock.calls[0]![0];
    expect([request.kind, request.format, request.sort, request.filter, request.now]).toEqual([
      'SQR 60-1a',
      'xlsx',
      'CAPID',
      'All',
      NOW,
    ]);
    expect(request.data.items).toHaveLength(7);
    expect(request.data.registry.accountID).toBe('md001');
  });

  it('§8 Reports screen in ERROR shows the error text (a refused /account call)', async () => {
    serve({ status: 403, body: { code: 'FORBIDDEN', message: PROMOTION_MESSAGES.noPermission } });
    render(<ReportsWidget />);
    expect((await screen.findByRole('alert')).textContent).toBe(PROMOTION_MESSAGES.noPermission);
    expect(screen.queryByRole('button', { name: 'Download XLSX' })).toBeNull();
  });

  it("a failed download shows its words ('Could not import pdfmake') and the widget stays usable", async () => {
    serve({ body: UNIT_ITEMS });
    const download = vi.fn(async () => {
      throw new Error('Could not import pdfmake');
    });
    render(<ReportsWidget download={download} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not import pdfmake');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Download XLSX' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it("inside a card that already waited, the loader shows at once (the card's 200 ms count, no blank gap)", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(<ReportsWidget loadingSince={Date.now() - 300} />);
    expect(screen.getByRole('status').textContent).toBe("Loading the unit's members...");
  });
});
