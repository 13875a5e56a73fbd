import { describe, expect, it } from 'vitest';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { certificate, receipt } from '../../../test/document-fixtures';
import { popplerRead } from '../../../test/pdf-reader';
import { readStructure, walk, type StructNode } from '../../../test/pdf-structure';
import { keyFactsDocument } from '@kestrel/domain/purchase/key-facts-document';
import { certificatePdf } from './certificate-pdf';
import { keyFactsPdf } from './key-facts-pdf';
import { receiptPdf } from './receipt-pdf';

/**
 * Every PDF the product sends is a tagged PDF in the PDF/UA manner. Read back as a
 * screen reader would (pdf.js's structure tree, poppler's pdfinfo): tagged, in British English,
 * its title shown, the logo a figure with alternative text, one H1 and its H2 sections, tables
 * whose first cells are row headers, and a reading order that goes down the page.
 */
const documents = [
  {
    name: 'receipt',
    pdf: () => receiptPdf(receipt()),
    h1: 'Receipt',
    h2: ['Seller', 'Customer', 'Warranty', 'Payment'],
    headers: ['Name', 'E-mail', 'Plan', 'Amount paid', 'Payment method', 'PayPal reference'],
    lists: 0,
  },
  {
    name: 'certificate',
    pdf: () => certificatePdf(certificate('supreme', 200_000, true)),
    h1: 'Warranty certificate',
    h2: [
      'Warranty holder',
      'Cover',
      'Vehicle',
      'Included with your plan',
      'How a claim is paid',
      'When you break down or need a repair',
      'Covered parts',
      'Extras included in Supreme',
      'Key terms',
    ],
    headers: [
      'Name',
      'Plan',
      'Claim limit',
      'Registration',
      'Mileage at purchase',
      '24/7 breakdown cover',
      'Diagnosis',
    ],
    lists: 4,
  },
  {
    name: 'key facts',
    pdf: () => keyFactsPdf(keyFactsDocument('safe-1000-12', '2026-12-01')!, new Date('2026-11-22T00:00:00Z')),
    h1: 'Key facts',
    h2: keyFactsDocument('safe-1000-12', '2026-12-01')!.sections.map((section) => section.heading),
    headers: [],
    lists: keyFactsDocument('safe-1000-12', '2026-12-01')!.sections.length,
  },
];

const texts = (nodes: StructNode[], role: string) => nodes.filter((n) => n.role === role).map((n) => n.text.trim());

describe.each(documents)('the $name PDF', ({ pdf, h1, h2, headers, lists }) => {
  it('is tagged, in British English, and shows its title', async () => {
    const bytes = await pdf();
    const { info } = await popplerRead(bytes);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/Lang (en-GB)');
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R|\/Marked true/);
  });

  it('has the logo as a figure with alternative text, an H1, its H2 sections and row headers', async () => {
    const nodes = walk(await readStructure(await pdf()));
    expect(nodes.find((n) => n.role === 'Figure')?.alt).toBe(`${siteConfig.brand} logo`);
    expect(texts(nodes, 'H1')).toEqual([h1]);
    expect(texts(nodes, 'H2')).toEqual(h2);
    const tableHeaders = texts(nodes, 'TH');
    for (const header of headers) expect(tableHeaders).toContain(header);
    // Each table row is a header cell then its value.
    for (const row of nodes.filter((n) => n.role === 'TR')) {
      expect(row.children.map((c) => c.role)).toEqual(['TH', 'TD']);
    }
    // A list that breaks across a page is read as two.
    const listCount = nodes.filter((n) => n.role === 'L').length;
    if (lists === 0) expect(listCount).toBe(0);
    else expect(listCount).toBeGreaterThanOrEqual(lists);
  });

  it('is read in the order of the page: top to bottom, a row left to right', async () => {
    const leaves = walk(await readStructure(await pdf())).filter((n) => n.role === 'content' && n.at);
    expect(leaves.length).toBeGreaterThan(20);
    for (const [index, leaf] of leaves.entries()) {
      const before = leaves[index - 1]?.at;
      const here = leaf.at;
      if (!before || !here) continue;
      const after = here.page > before.page || here.top > before.top - 2 || here.left > before.left;
      expect(after, `"${leaf.text}" is read after "${leaves[index - 1]?.text}" but sits above it`).toBe(true);
    }
  });
});
