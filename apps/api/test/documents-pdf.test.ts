import { describe, expect, it } from 'vitest';
import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { extras, listedComponents } from '@kestrel/domain/catalogue/parts';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { certificatePdf, unverifiedVehicleNote } from '../src/modules/documents/certificate-pdf';
import { receiptPdf } from '../src/modules/documents/receipt-pdf';
import { certificate, customer, receipt } from './document-fixtures';
import { popplerRead } from './pdf-reader';

/**
 * Reads the PDF back with poppler, checking on the way what every document must be: a PDF that
 * pdfinfo opens without complaint, with at least one page and no word off its page.
 */
async function readPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { info, infoErrors, pages, text, boxes } = await popplerRead(pdf);
  expect(infoErrors).toBe('');
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(wordsOutsidePages(boxes)).toEqual([]);
  /** `flat` is the text with every run of white space made one space, for sentences that wrap. */
  return { info, pages, text, flat: text.replace(/\s+/g, ' ') };
}

/** The words not inside their page clear of the edges (drawn off the bottom or the side). */
function wordsOutsidePages(boxes: string): string[] {
  expect(boxes.match(/<word /g)?.length).toBeGreaterThan(100); // the boxes were read at all
  const outside: string[] = [];
  for (const page of boxes.split('<page ').slice(1)) {
    const width = Number(/width="([\d.]+)"/.exec(page)?.[1]);
    const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
    for (const [, xMin, yMin, xMax, yMax, word] of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const inside =
        Number(xMin) >= 40 && Number(yMin) >= 40 && Number(xMax) <= width - 40 && Number(yMax) <= height - 40;
      if (!inside) outside.push(word ?? '');
    }
  }
  return outside;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One label and value row of the document, alone on its line. */
const row = (label: string, value: string) => new RegExp(`^${escaped(label)} +${escaped(value)}$`, 'm');

describe('receiptPdf', () => {
  it('is a valid one-page PDF with the seller, customer, warranty and payment', async () => {
    const { info, pages, text, flat } = await readPdf(await receiptPdf(receipt()));
    expect(pages).toBe(1);
    expect(info).toMatch(/^Title:\s+Receipt – Kestrel Warranties$/m);
    expect(info).toMatch(/^Author:\s+Kestrel Warranties$/m);
    expect(text).toMatch(/^Receipt$/m);
    for (const seller of [siteConfig.legalName, siteConfig.address, siteConfig.supportEmail, siteConfig.supportPhone]) {
      expect(text).toContain(seller);
    }
    for (const [label, value] of [
      ['Name', 'Ada Lovelace'],
      ['E-mail', 'ada@example.co.uk'],
      ['Phone', '07700 900123'],
      ['Address', '1 High Street, York, YO1 7HH'],
      ['Plan', 'Secure, £2,000 per claim, 12 months'],
      ['Certificate number', 'KW-26-0042137'],
      ['Vehicle', 'Ford Focus'],
      ['Registration', 'AB12 CDE'],
      ['Cover', '1 December 2026 to 30 November 2027'],
      ['Amount paid', '£349.00'],
      ['Payment method', 'PayPal'],
      ['Status', 'Completed'],
      ['Date', '23 November 2026'],
      ['Receipt number', 'KR-26-0000015'],
      ['Order', 'KO-26-0042133'],
      ['PayPal reference', '3TX52918UB337645K'],
    ] as const) {
      expect(text).toMatch(row(label, value));
    }
    expect(flat).toContain('discretionary warranties, not insurance');
    expect(flat).toContain('cancel within 14 days of purchase');
    expect(flat).toContain('Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013');
  });

  it.each([
    { instant: '2026-06-30T23:30:00Z', date: '1 July 2026', why: 'late evening in summer is the next day in London' },
    { instant: '2026-12-31T23:30:00Z', date: '31 December 2026', why: 'in winter London keeps UTC' },
  ])('dates the transaction on its UK calendar day: $date ($why)', async ({ instant, date }) => {
    const { text } = await readPdf(await receiptPdf(receipt({ createdAt: new Date(instant) })));
    expect(text).toMatch(new RegExp(`^Receipt\\n${date}$`, 'm'));
    expect(text).toMatch(row('Date', date));
  });

  it('titles a refund as such and shows the amount refunded', async () => {
    const pdf = await receiptPdf(
      receipt({ kind: 'refund', status: 'COMPLETED', amountPence: 123_456, sourceId: 'RF1' }),
    );
    const { info, text } = await readPdf(pdf);
    expect(info).toMatch(/^Title:\s+Refund receipt – Kestrel Warranties$/m);
    expect(text).toMatch(/^Refund receipt$/m);
    expect(text).toMatch(row('Amount refunded', '£1,234.56'));
    expect(text).toMatch(row('PayPal reference', 'RF1'));
    expect(text).not.toContain('Amount paid');
  });

  it('leaves out the phone and address the customer did not give', async () => {
    const { text } = await readPdf(await receiptPdf(receipt({}, { ...customer, phone: '', address: ' ' })));
    expect(text.match(/^Phone /gm)).toHaveLength(1); // the seller's only
    expect(text.match(/^Address /gm)).toHaveLength(1);
  });

  it('gives the same bytes for the same data', async () => {
    expect((await receiptPdf(receipt())).equals(await receiptPdf(receipt()))).toBe(true);
  });
});

describe('certificatePdf', () => {
  // DESIGN §2 "The 12 covered extras" with the terms of service's limits ("Included": only the claim
  // limit applies): the catalogue must say this, and the certificate must show it.
  it.each([
    { level: 'safe', limitPence: 100_000, limit: '£1,000', verified: false, extras: [] },
    {
      level: 'secure',
      limitPence: 200_000,
      limit: '£2,000',
      verified: true,
      extras: [
        ['Air-conditioning re-gas', 'Included'],
        ['Diagnosis', 'Up to 1 hour'],
        ['Flywheel', '£500'],
        ['In-car entertainment, sat nav and telephone', '£500'],
        ['Sensors', '£500'],
      ],
    },
    {
      level: 'supreme',
      limitPence: 500_000,
      limit: '£5,000',
      verified: false,
      extras: [
        ['Air-conditioning re-gas', 'Included'],
        ['Battery', 'Up to 6 months, excluding hybrid'],
        ['Diagnosis', 'Up to 2 hours'],
        ['Flywheel', '£1,000'],
        ['In-car entertainment, sat nav and telephone', 'Included'],
        ['Injectors', 'Included'],
        ['Oil seals', 'Engine, differential, gearbox, turbocharger'],
        ['Parts replaced in repairs', 'Coil springs, shock absorbers'],
        ['Remote key fobs and key cards', '£500, maximum 2 keys'],
        ['Sensors', 'Included'],
        ['Software and updates', 'Included'],
        ['Wear and tear', 'Up to 85,000 miles'],
      ],
    },
  ] as const)('$level, $limit per claim: cover, vehicle, parts and exactly its extras', async (c) => {
    const { info, pages, text, flat } = await readPdf(
      await certificatePdf(certificate(c.level, c.limitPence, c.verified)),
    );
    expect(info).toMatch(/^Author:\s+Kestrel Warranties$/m);
    expect(text.match(/Page \d of \d/g)).toEqual(Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`));

    const name = coverLevel(c.level).name;
    expect(text).toMatch(/^Warranty certificate$/m);
    for (const [label, value] of [
      ['Certificate number', 'KW-26-0042137'],
      ['Name', 'Ada Lovelace'],
      ['Plan', `${name}, ${c.limit} per claim, 12 months`],
      ['Claim limit', `${c.limit} per claim`],
      ['Period', '12 months, 1 December 2026 to 30 November 2027'],
      ['Issued on', '30 November 2026'],
      ['Registration', 'AB12 CDE'],
      ['Make and model', 'Ford Focus'],
      ['Fuel', 'Petrol'],
      ['Engine size', '1598 cc'],
      ['First registered', '14 March 2019'],
      ['Mileage at purchase', '54,321 miles'],
    ] as const) {
      expect(text).toMatch(row(label, value));
    }
    expect(text).toMatch(new RegExp(`^Cover level +${name} \\(`, 'm'));
    for (const component of listedComponents) expect(text).toMatch(new RegExp(`^ +${escaped(component)}$`, 'm'));

    expect(extras.filter((extra) => extra.cover[c.level].covered).map((extra) => extra.name)).toEqual(
      c.extras.map(([extra]) => extra),
    );
    for (const [extra, limit] of c.extras) expect(text).toMatch(row(extra, limit));
    // No row for an extra the level leaves out (how a claim is paid may still say it is not paid).
    for (const extra of extras.filter((e) => !c.extras.some(([included]) => included === e.name))) {
      expect(text).not.toMatch(new RegExp(`^${escaped(extra.name)} {2,}`, 'm'));
    }
    if (c.extras.length === 0) expect(flat).toContain('covers the listed parts only; it includes none of the extras');

    if (c.verified) expect(flat).not.toContain(unverifiedVehicleNote);
    else expect(flat).toContain('These vehicle details were supplied by the customer and checked at inspection.');

    for (const term of [
      'discretionary warranties, not insurance policies',
      'independent final arbiter',
      `each paid up to the claim limit of ${c.limit} per claim`,
      'authorised by us before any work starts',
      'amend them within 30 days of purchase, provided no repairs have been made to the vehicle',
      'cancel within 14 days of purchase, provided no claim has been made, for a full refund',
      'Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
    ]) {
      expect(flat).toContain(term);
    }
  });

  it('flows a value longer than a page onto further pages without writing off any page', async () => {
    const data = certificate('supreme', 500_000, false);
    const address = `${'Flat 3, The Old Mill, '.repeat(400)}York`;
    const { pages, text, flat } = await readPdf(await certificatePdf({ ...data, customer: { ...customer, address } }));
    expect(pages).toBeGreaterThanOrEqual(5); // readPdf also found no word off its page
    expect(text.match(/Page \d of \d/g)).toEqual(Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`));
    const body = flat.replace(/ Kestrel Warranties Ltd · \S+ · Page \d of \d /g, ' '); // without the footers
    expect(body).toContain(address);
    // The next section follows on directly below the address, on the same page.
    expect(flat).toMatch(/Old Mill, York Cover Plan Supreme, £5,000 per claim, 12 months .* Regulations 2013/);
  });

  it('gives the same bytes for the same data', async () => {
    const data = certificate('secure', 200_000, true);
    expect((await certificatePdf(data)).equals(await certificatePdf(data))).toBe(true);
  });
});
