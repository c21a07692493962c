// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfPages, useLocalPdfFonts } from '../reports/pdf/pdfTestSupport.ts';
import { testEvent } from '../testing/testEvents.tsx';
import {
  permissionSlipDocument,
  permissionSlipFileName,
  permissionSlipPdf,
  SLIP_SCALES,
} from './permissionSlipPdf.ts';

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

  it('a long weekend activity (long texts, every form, three contacts) still fits its one page', async () => {
    const contact = event.pointsOfContact[0]!;
    const long = {
      ...event,
      name: 'Winter Survival and Emergency Services Bivouac at the Catoctin Mountain Training Area',
      subtitle: 'Ground team and urban DF practical, cold-weather shelters, and the annual awards dinner',
      location: 'Catoctin Mountain Park, Camp Misty Mount group cabins, Thurmont MD',
      meetLocation: 'Frederick Composite Squadron hall, 1200 Airport Drive East, Frederick MD',
      transportationProvided: true,
      transportationDescription: 'Two CAP vans from the squadron hall; parents may drop off at the park',
      requiredEquipment: [
        '24-hour pack',
        'Sleeping bag rated to 0 °F',
        'Two pairs of wool socks',
        'Headlamp',
      ],
      requiredForms: {
        ...event.requiredForms,
        values: event.requiredForms.values.map(() => true),
        otherSelected: true,
        otherValue: 'Maryland Wing cold-weather gear checklist, signed by a parent',
      },
      pointsOfContact: [
        { ...contact, name: 'Maj Alexandra Vanderhoeven-Castellanos' },
        { ...contact, name: 'Capt Bartholomew Okonkwo-Whitfield', position: 'Safety officer' },
        { ...contact, name: '1st Lt Wei Li', position: 'Medical officer' },
      ],
    };
    const eventUrl = `${input.eventUrl}-with-a-long-slug-for-the-winter-survival-bivouac`;
    // at full size the last contact and the link ran onto a second page (seen on the PNG render)
    const pages = await pdfPages(await permissionSlipPdf({ ...input, event: long, eventUrl }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    for (const part of [
      '1st Lt Wei Li',
      eventUrl,
      'Maryland Wing cold-weather gear checklist',
      'detach and keep',
    ])
      expect(pages[0]!.text).toContain(part);
  });

  it('an ordinary slip keeps full size; the smaller layouts shrink the type', async () => {
    expect(SLIP_SCALES[0]).toBe(1);
    expect((await permissionSlipDocument(input)).defaultStyle).toEqual({ fontSize: 9 });
    expect((await permissionSlipDocument(input, 0.8)).defaultStyle).toEqual({ fontSize: 7.2 });
  });

  it("file name 'CAPF6080-{account}-{event}.pdf'", () => {
    expect(permissionSlipFileName({ accountID: 'md001', id: 42 })).toBe('CAPF6080-md001-42.pdf');
  });
});
