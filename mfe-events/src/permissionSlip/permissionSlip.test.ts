// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfPages, useLocalPdfFonts } from '../reports/pdf/pdfTestSupport.ts';
import { testEvent } from '../eventForm/testEvents.tsx';
import { permissionSlipFileName, permissionSlipPdf } from './permissionSlipPdf.ts';

useLocalPdfFonts();

const event = {
  ...testEvent(),
  name: 'Winter Bivouac',
  location: 'Camp Pinecrest',
  meetLocation: 'Squadron hall',
  requiredForms: {
    ...testEvent().requiredForms,
    values: testEvent().requiredForms.labels.map(
      (l) => l.startsWith('CAPF 161') || l.startsWith('CAPF 60-80'),
    ),
  },
  pointsOfContact: [
    {
      type: 'EXTERNAL' as const,
      name: 'Maj Casey Example',
      email: 'casey@example.test',
      phone: '3015550100',
      position: 'Activity director',
      publicDisplay: true,
      receiveEventUpdates: false,
      receiveRoster: false,
      receiveSignUpUpdates: false,
      receiveUpdates: false,
    },
  ],
};
const input = {
  event,
  siteName: 'Test Composite Squadron',
  eventUrl: `http://md001.localhost:8080/eventviewer/${event.id}-winter-bivouac`,
  zone: 'America/New_York',
};

describe('§9 permission slip CAPF 60-80 (Letter portrait, QR code to the public event viewer)', () => {
  it('is one Letter portrait page with the title, the event, the parent section, forms and contacts', async () => {
    const pages = await pdfPages(await permissionSlipPdf(input));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    const text = pages[0]!.text;
    for (const part of [
      'Cadet Activity Permission Slip',
      'CAPF 60-80',
      'Winter Bivouac',
      'Camp Pinecrest',
      'PARENT OR GUARDIAN',
      'Parent or guardian signature',
      'AUTHORISATION',
      'CAPF 161 Emergency Information',
      'detach and keep',
      'Maj Casey Example',
      '301.555.0100',
      input.eventUrl,
    ])
      expect(text).toContain(part);
  });

  it("file name 'CAPF6080-{account}-{event}.pdf'", () => {
    expect(permissionSlipFileName({ accountID: 'md001', id: 42 })).toBe('CAPF6080-md001-42.pdf');
  });
});
