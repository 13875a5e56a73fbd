import PDFDocument from 'pdfkit';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { COOLING_OFF_DAYS } from '@kestrel/domain/warranty/warranty-dates';
import type { DocumentParty } from './document-data';

/**
 * Drawing helpers shared by the receipt and the certificate: A4, the built-in Helvetica (WinAnsi,
 * so "£" survives), the seller's details at the top and a numbered footer on every page. All text
 * flows, so a long document continues on a new page rather than running off the bottom.
 */
export type Pdf = PDFKit.PDFDocument;

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

/** Draws a document with `draw` and collects the finished PDF into one Buffer. */
export function renderPdf(draw: (doc: Pdf) => void, meta: PdfMeta): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
      bufferPages: true,
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
      doc.font(regular).fontSize(10).fillColor(ink);
      draw(doc);
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

/** The brand and the seller's legal name, address, e-mail and phone. */
export function drawHeader(doc: Pdf): void {
  doc.font(bold).fontSize(18).fillColor(brandColour).text(siteConfig.brand);
  doc.font(regular).fontSize(9).fillColor(muted);
  doc.text(`${siteConfig.legalName}, ${siteConfig.address}`);
  doc.text(`${siteConfig.supportEmail}  ·  ${siteConfig.supportPhone}`);
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(brandColour)
    .stroke();
  doc.moveDown(1);
}

/** The document's title, with an optional line beneath it. */
export function drawTitle(doc: Pdf, title: string, subtitle?: string): void {
  doc.font(bold).fontSize(20).fillColor(ink).text(title);
  if (subtitle) doc.font(regular).fontSize(11).fillColor(muted).text(subtitle);
  doc.moveDown(0.5);
}

/** A section heading, never left alone at the foot of a page. */
export function drawHeading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  keepTogether(doc, 50);
  doc.x = doc.page.margins.left;
  doc.font(bold).fontSize(12).fillColor(brandColour).text(text);
  doc.moveDown(0.3);
}

/**
 * Rows of a label in bold and one or more values, in columns: `widths` are those of every column
 * but the last, which takes the rest. A row moves to the next page whole if it does not fit.
 */
export function drawRows(doc: Pdf, rows: ReadonlyArray<readonly string[]>, widths: readonly number[] = [150]): void {
  const left = doc.page.margins.left;
  const gap = 10;
  const fixed = widths.reduce((sum, width) => sum + width + gap, 0);
  const columns = [...widths, contentWidth(doc) - fixed];
  for (const row of rows) {
    doc.fontSize(10);
    const cells = row.map((text, index) => ({ text, width: columns[index] ?? 0, font: index === 0 ? bold : regular }));
    const height = Math.max(
      ...cells.map((cell) => doc.font(cell.font).heightOfString(cell.text, { width: cell.width })),
    );
    keepTogether(doc, height);
    const top = doc.y;
    const page = doc.page;
    let x = left;
    for (const cell of cells) {
      doc.font(cell.font).fillColor(cell.font === bold ? muted : ink);
      doc.text(cell.text, x, top, { width: cell.width });
      x += cell.width + gap;
    }
    doc.x = left;
    // A last cell longer than a page flows on; carry on below where it ended.
    doc.y = (doc.page === page ? top + height : doc.y) + 3;
  }
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
  doc
    .font(regular)
    .fontSize(10)
    .fillColor(options.muted ? muted : ink)
    .text(text, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

/** A bulleted list across the full width. */
export function drawBullets(doc: Pdf, items: readonly string[]): void {
  doc.x = doc.page.margins.left;
  doc
    .font(regular)
    .fontSize(10)
    .fillColor(ink)
    .list([...items], { width: contentWidth(doc), bulletRadius: 1.5, textIndent: 12, paragraphGap: 2 });
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
    doc.page.margins.bottom = bottomMargin;
  }
}
