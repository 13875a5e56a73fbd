import { PDFArray, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';
import {
  type Budget,
  decodeStream,
  fail,
  isDigit,
  KEYWORDS,
  numberIn,
  type PdfReader,
  typeOf,
  wholeNumber,
} from './pdf-reader';

/** A cross-reference entry that says object `number` starts at byte `offset` of the file. */
export interface DirectEntry {
  number: number;
  generation: number;
  offset: number;
}

/** A cross-reference entry that says object `number` is kept in object stream `container`. */
export interface CompressedEntry {
  number: number;
  container: number;
}

export interface XrefSections {
  direct: DirectEntry[];
  compressed: CompressedEntry[];
  /** Every trailer dictionary, and every cross-reference stream's dictionary, that was read. */
  trailers: PDFDict[];
}

const MAX_SECTIONS = 1_000;

/** A classic `xref` table (the keyword already read) and the `trailer` dictionary after it. */
async function readTable(reader: PdfReader, direct: DirectEntry[], budget: Budget): Promise<PDFDict> {
  while (isDigit(reader.peek())) {
    const first = reader.int();
    const count = reader.int();
    for (let i = 0; i < count; i += 1) {
      const offset = reader.int();
      const generation = reader.int();
      const kind = String.fromCharCode(reader.peek());
      reader.next();
      if (kind === 'n') direct.push({ number: first + i, generation, offset });
      else if (kind !== 'f') fail('xref entry is neither n nor f');
      if (i % 1024 === 0) await budget.breathe();
    }
  }
  if (!reader.keyword(KEYWORDS.trailer)) fail('xref table without trailer');
  const trailer = reader.object();
  return trailer instanceof PDFDict ? trailer : fail('trailer is not a dictionary');
}

/** A cross-reference stream's rows (ISO 32000-1, 7.5.8): type, then two fields of the widths in /W. */
function readStream(stream: PDFRawStream, sections: XrefSections, budget: Budget): void {
  const { dict } = stream;
  const widths = dict.get(PDFName.of('W'));
  if (!(widths instanceof PDFArray) || widths.size() !== 3) fail('/W is not three widths');
  const w = (widths as PDFArray).asArray().map((value) => {
    const width = wholeNumber(value, '/W');
    return width <= 6 ? width : fail('xref field too wide');
  }) as [number, number, number];
  const rowWidth = w[0] + w[1] + w[2];
  if (rowWidth === 0) fail('empty xref rows');
  const index = dict.get(PDFName.of('Index'));
  const ranges = index instanceof PDFArray ? index.asArray() : undefined;
  const pairs: [number, number][] = [];
  if (ranges) {
    if (ranges.length % 2 !== 0) fail('odd /Index');
    for (let i = 0; i < ranges.length; i += 2) {
      pairs.push([wholeNumber(ranges[i], '/Index'), wholeNumber(ranges[i + 1], '/Index')]);
    }
  } else {
    pairs.push([0, numberIn(dict, 'Size')]);
  }
  const data = decodeStream(stream, budget);
  let at = 0;
  const field = (width: number, fallback: number) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + data[at++]!;
    return value;
  };
  for (const [first, count] of pairs) {
    if (at + count * rowWidth > data.length) fail('xref stream shorter than its /Index');
    for (let i = 0; i < count; i += 1) {
      const type = field(w[0], 1);
      const second = field(w[1], 0);
      const third = field(w[2], 0);
      if (type === 1) sections.direct.push({ number: first + i, generation: third, offset: second });
      else if (type === 2) sections.compressed.push({ number: first + i, container: second });
    }
  }
}

/**
 * Every cross-reference section a reader could use: those `startxref` names, their `/Prev` and
 * `/XRefStm` chains, and any other table or cross-reference stream found in the file, since a viewer
 * that rebuilds a damaged file may use those too. Each is read in full; none may be missing.
 */
export async function readXrefSections(reader: PdfReader, offsets: number[], budget: Budget): Promise<XrefSections> {
  const sections: XrefSections = { direct: [], compressed: [], trailers: [] };
  const queue = [...offsets];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const offset = queue.shift()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    if (seen.size > MAX_SECTIONS) fail('too many xref sections');
    await budget.breathe();
    reader.moveTo(offset);
    let trailer: PDFDict;
    if (reader.keyword(KEYWORDS.xref)) {
      trailer = await readTable(reader, sections.direct, budget);
    } else {
      const { object } = reader.indirectObject();
      if (!(object instanceof PDFRawStream) || typeOf(object) !== 'XRef') return fail('startxref names no xref');
      readStream(object, sections, budget);
      trailer = object.dict;
    }
    sections.trailers.push(trailer);
    for (const key of ['Prev', 'XRefStm']) {
      if (trailer.has(PDFName.of(key))) queue.push(numberIn(trailer, key));
    }
  }
  return sections;
}
