import { siteConfig } from '@kestrel/domain/site/site-config';
import { COOLING_OFF_DAYS } from '@kestrel/domain/warranty/warranty-dates';
import type { DocumentParty } from './document-data';

/**
 * Drawing helpers shared by the receipt and the certificate: A4, the built-in Helvetica (WinAnsi,
 * so "£" survives), the seller's details at the top and a numbered footer on every page. All text
 * flows, so a long document continues on a new page rather than running off the bottom.
 *
 * Every document is a tagged PDF in the PDF/UA manner: British English, its title shown in the
 * viewer's title bar, and a structure tree in reading order (the order things are drawn) of
 * headings (H1, H2), paragraphs, lists, tables of label (TH) and value (TD) cells, and the logo
 * as a figure with alternative text; rules and page footers are marked as artifacts.
 */
export type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** The document's root structure element, to which each helper adds what it draws. */
const roots = new WeakMap<Pdf, Struct>();

function rootOf(doc: Pdf): Struct {
  const root = roots.get(doc);
  if (!root) throw new Error('draw inside renderPdf');
  return root;
}

/** Draws with `draw` as one structure element of `type` at the end of the document's tree. */
function tagged(doc: Pdf, type: string, draw: () => void, options: { alt?: string } = {}): void {
  rootOf(doc).add(doc.struct(type, options, draw));
}

/** Draws with `draw` as decoration (a rule, a page footer) that screen readers pass over. */
function artifact(doc: Pdf, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

export type Rows = Array<readonly [string, string]>;

export interface PdfMeta {
  title: string;
  subject: string;
  /** Stamped as the creation date, so the same data always gives the same bytes. */
  createdAt: Date;
}

const regular = 'Helvetica';
const bold = 'Helvetica-Bold';
const ink = '#1a1a1a';
const muted = '#555555';
const brandColour = '#1d5fa8';
const margin = 50;
const footerHeight = 30;

/**
 * How the product is sold (DESIGN §2 "Insured or discretionary" and "Cooling-off"), worded as in
 * the terms of service. Kept in one place so that an insured product changes it once.
 */
export const productWording = {
  discretionary: 'Our warranties are discretionary warranties, not insurance policies.',
  arbiter: 'Any dispute about a claim can be referred to an independent final arbiter.',
  cancellation:
    `You may cancel within ${COOLING_OFF_DAYS} days of purchase, provided no claim has been made, for a full ` +
    'refund to your original payment method, under the Consumer Contracts (Information, Cancellation and ' +
    'Additional Charges) Regulations 2013.',
} as const;

/** pdfkit, loaded when the first document is drawn rather than at start (docs/quality.md, cold start). */
const loadPdfKit = () => import('pdfkit').then((module) => module.default);
let pdfkit: ReturnType<typeof loadPdfKit> | null = null;

/** Draws a document with `draw` and collects the finished PDF into one Buffer. */
export async function renderPdf(draw: (doc: Pdf) => void, meta: PdfMeta): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= loadPdfKit());
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Author: siteConfig.brand,
        Creator: siteConfig.brand,
        CreationDate: meta.createdAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', (error: Error) => reject(error));
    try {
      const root = doc.struct('Document');
      doc.addStructure(root);
      roots.set(doc, root);
      doc.font(regular).fontSize(10).fillColor(ink);
      draw(doc);
      root.end();
      drawFooters(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const pageBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
function keepTogether(doc: Pdf, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

/** A row's header cell: pdfkit writes the scope into the cell's table attributes (its types omit it). */
const rowHeader: PDFKit.Mixins.StructureElementOptions & { scope: 'Row' } = { scope: 'Row' };

const logoSize = 26;

/** The site's kestrel mark (components/layout/logo.tsx), drawn from the same 64-unit path. */
function drawLogo(doc: Pdf, x: number, y: number) {
  doc
    .save()
    .translate(x, y)
    .scale(logoSize / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill('#0b2545');
  doc.path('M14 40c8-14 20-22 36-24-8 5-13 10-16 16 5-2 9-2 14 0-9 2-17 7-24 15l-2-7z').fill('#f2a541');
  doc.restore();
}

/** The logo and brand, then the seller's legal name, address, e-mail and phone. */
function drawHeader(doc: Pdf): void {
  const top = doc.y;
  tagged(doc, 'Figure', () => drawLogo(doc, margin, top), { alt: `${siteConfig.brand} logo` });
  tagged(doc, 'P', () => {
    doc
      .font(bold)
      .fontSize(18)
      .fillColor(brandColour)
      .text(siteConfig.brand, margin + logoSize + 8, top + 4);
  });
  doc.x = margin;
  doc.y = Math.max(doc.y, top + logoSize) + 4;
  doc.font(regular).fontSize(9).fillColor(muted);
  tagged(doc, 'P', () => {
    doc.text(`${siteConfig.legalName}, ${siteConfig.address}`);
    doc.text(`${siteConfig.supportEmail}  ·  ${siteConfig.supportPhone}`);
  });
  doc.moveDown(0.5);
  const y = doc.y;
  artifact(doc, 'Layout', () => {
    doc
      .moveTo(margin, y)
      .lineTo(margin + contentWidth(doc), y)
      .lineWidth(1)
      .strokeColor(brandColour)
      .stroke();
  });
  doc.moveDown(1);
}

/** The top of every document: our header, then its title (its one H1) with an optional line beneath it. */
export function drawTitle(doc: Pdf, title: string, subtitle?: string): void {
  drawHeader(doc);
  tagged(doc, 'H1', () => doc.font(bold).fontSize(20).fillColor(ink).text(title));
  if (subtitle) tagged(doc, 'P', () => doc.font(regular).fontSize(11).fillColor(muted).text(subtitle));
  doc.moveDown(0.5);
}

/** A section heading (H2), never left alone at the foot of a page. */
export function drawHeading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  keepTogether(doc, 50);
  doc.x = doc.page.margins.left;
  tagged(doc, 'H2', () => doc.font(bold).fontSize(12).fillColor(brandColour).text(text));
  doc.moveDown(0.3);
}

/**
 * Rows of a label in bold and one or more values, in columns: `widths` are those of every column
 * but the last, which takes the rest. A row moves to the next page whole if it does not fit. Tagged
 * as a table whose first cell of each row is its header (TH, scope Row) and the rest data (TD).
 */
export function drawRows(doc: Pdf, rows: ReadonlyArray<readonly string[]>, widths: readonly number[] = [150]): void {
  const left = doc.page.margins.left;
  const gap = 10;
  const fixed = widths.reduce((sum, width) => sum + width + gap, 0);
  const columns = [...widths, contentWidth(doc) - fixed];
  const table = doc.struct('Table');
  rootOf(doc).add(table);
  for (const row of rows) {
    const tr = doc.struct('TR');
    table.add(tr);
    doc.fontSize(10);
    const cells = row.map((text, index) => ({ text, width: columns[index] ?? 0, font: index === 0 ? bold : regular }));
    const height = Math.max(
      ...cells.map((cell) => doc.font(cell.font).heightOfString(cell.text, { width: cell.width })),
    );
    keepTogether(doc, height);
    const top = doc.y;
    const page = doc.page;
    let x = left;
    for (const [index, cell] of cells.entries()) {
      const draw = () => {
        doc.font(cell.font).fillColor(cell.font === bold ? muted : ink);
        doc.text(cell.text, x, top, { width: cell.width });
      };
      tr.add(index === 0 ? doc.struct('TH', rowHeader, draw) : doc.struct('TD', {}, draw));
      x += cell.width + gap;
    }
    tr.end();
    doc.x = left;
    // A last cell longer than a page flows on; carry on below where it ended.
    doc.y = (doc.page === page ? top + height : doc.y) + 3;
  }
  table.end();
}

/** Name and e-mail always; phone and address only when the customer gave them. */
export function partyRows(party: DocumentParty): Rows {
  const rows: Rows = [
    ['Name', party.name],
    ['E-mail', party.email],
  ];
  if (party.phone?.trim()) rows.push(['Phone', party.phone.trim()]);
  if (party.address?.trim()) rows.push(['Address', party.address.trim()]);
  return rows;
}

/** A paragraph across the full width, flowing onto the next page when needed. */
export function drawParagraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  doc.x = doc.page.margins.left;
  tagged(doc, 'P', () => {
    doc
      .font(regular)
      .fontSize(10)
      .fillColor(options.muted ? muted : ink)
      .text(text, { width: contentWidth(doc) });
  });
  doc.moveDown(0.4);
}

/** A bulleted list across the full width (L, each item an LI of its bullet label and body). */
export function drawBullets(doc: Pdf, items: readonly string[]): void {
  doc.x = doc.page.margins.left;
  const list = doc.struct('L');
  rootOf(doc).add(list);
  doc
    .font(regular)
    .fontSize(10)
    .fillColor(ink)
    .list([...items], {
      width: contentWidth(doc),
      bulletRadius: 1.5,
      textIndent: 12,
      paragraphGap: 2,
      structParent: list,
    });
  list.end();
  doc.moveDown(0.4);
}

/** The seller's name, the website and "Page n of m" at the foot of every page. */
function drawFooters(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  const website = siteConfig.canonicalOrigin.replace(/^https:\/\//, '');
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not add a page
    artifact(doc, 'Pagination', () => {
      doc
        .font(regular)
        .fontSize(8)
        .fillColor(muted)
        .text(
          `${siteConfig.legalName}  ·  ${website}  ·  Page ${index - start + 1} of ${count}`,
          margin,
          doc.page.height - margin - 10,
          { width: contentWidth(doc), align: 'center', lineBreak: false },
        );
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
