// @vitest-environment happy-dom
import type { ApiClient } from '@portal/kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testEvent } from '../testing/testEvents.tsx';
import { setPdfMakeImporter } from '../reports/pdf/loadPdfMake.ts';
import { OrganizerForms, publicEventUrl } from './OrganizerForms.tsx';

afterEach(() => {
  cleanup();
  setPdfMakeImporter(() => import('pdfmake'));
});

const client = { get: () => Promise.reject(new Error('offline')) } as unknown as ApiClient;

describe('§2 organizer forms: external links for 160, 161 and 163, the generated permission slip', () => {
  it("'Organizer forms: external PDF links for forms numbered 160, 161 and 163' (new tab); the CAPF 60-80 download", () => {
    render(<OrganizerForms event={testEvent()} client={client} />);
    for (const n of ['160', '161', '163']) {
      const link = screen.getByRole('link', { name: new RegExp(`^CAPF ${n} `) });
      // §2 "external PDF links": the form's PDF itself, not a forms index page
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/www\.gocivilairpatrol\.com\/media\/cms\/CAPF\d+.*\.pdf$/,
      );
      expect(link.getAttribute('href')).toContain(`CAPF${n}`);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(screen.getByRole('button', { name: 'Download permission slip (CAPF 60-80)' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it("§8 'Could not import pdfmake' when the PDF library cannot load", async () => {
    setPdfMakeImporter(() => Promise.reject(new Error('ChunkLoadError')));
    render(<OrganizerForms event={testEvent()} client={client} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download permission slip (CAPF 60-80)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not import pdfmake');
  });

  it("§9 the QR code's address: the public event viewer on the account's host", () => {
    const at = { protocol: 'https:', hostname: 'md001.example.org', port: '' } as Location;
    expect(publicEventUrl({ accountID: 'md001', id: 7, name: 'Glider Day' }, at)).toBe(
      'https://md001.example.org/eventviewer/7-glider-day',
    );
  });
});
