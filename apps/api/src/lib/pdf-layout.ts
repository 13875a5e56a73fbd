import { PDFDict, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';
import {
  Budget,
  decodeStream,
  fail,
  type IndirectObject,
  isDigit,
  KEYWORDS,
  numberIn,
  PdfReader,
  typeOf,
} from './pdf-reader';
import { readXrefSections } from './pdf-xref';

/** Everything in a PDF a viewer could act on, as read by {@link readPdf}. */
export interface PdfContents {
  encrypted: boolean;
  /** Every object: in file order, inside object streams, and trailers. */
  objects: PDFObject[];
  /**
   * Objects a viewer could reach that the file-order reading does not see: a cross-reference
   * entry that does not point at the start of an object (inside a stream, say), or an `N G obj`
   * header anywhere else. Such a file is refused; the objects found there are given to be judged
   * too, so the refusal can name what they hold.
   */
  hidden: PDFObject[];
  /** How many such places there are: any is a refusal. */
  strays: number;
}

const MAX_HIDDEN_READ = 16;

/** `N G obj`, as a viewer rebuilding a damaged file would find it, anywhere in the bytes. */
const OBJECT_HEADER = /(?<![0-9])[0-9]+[\0\t\n\v\f\r \xa0]+[0-9]+[\0\t\n\v\f\r \xa0]+obj/g;

/**
 * The file read front to back, as pdf-lib loads it but strictly: objects, `xref` tables,
 * trailers and `startxref`, with only white space and comments between them.
 */
async function readFileOrder(reader: PdfReader, budget: Budget) {
  const objects: IndirectObject[] = [];
  const trailers: PDFDict[] = [];
  const sections: number[] = [];
  const startxrefs: number[] = [];
  while (!reader.atEnd()) {
    await budget.breathe();
    const at = reader.offset;
    if (isDigit(reader.peek())) {
      const found = reader.indirectObject();
      objects.push(found);
      if (found.object instanceof PDFRawStream && typeOf(found.object) === 'XRef') {
        sections.push(found.start);
        trailers.push(found.object.dict);
      }
    } else if (reader.keyword(KEYWORDS.xref)) {
      sections.push(at);
      for (let byte = reader.peek(); isDigit(byte) || byte === 0x6e || byte === 0x66; byte = reader.peek()) {
        if (isDigit(byte)) reader.int();
        else reader.next();
      }
    } else if (reader.keyword(KEYWORDS.trailer)) {
      const trailer = reader.object();
      trailers.push(trailer instanceof PDFDict ? trailer : fail('trailer is not a dictionary'));
    } else if (reader.keyword(KEYWORDS.startxref)) {
      startxrefs.push(reader.int());
    } else {
      fail(`unexpected bytes at ${at}`);
    }
  }
  return { objects, trailers, sections, startxrefs };
}

/**
 * The objects packed in an object stream (ISO 32000-1, 7.5.7). They must lie back to back from
 * /First, each where the stream's own table says, and none may be a stream: so the table and a
 * reading front to back agree on every byte.
 */
async function objectStreamMembers(stream: PDFRawStream, budget: Budget): Promise<PDFObject[]> {
  const count = numberIn(stream.dict, 'N');
  const first = numberIn(stream.dict, 'First');
  const data = decodeStream(stream, budget);
  if (count === 0) return [];
  if (count * 4 > data.length) fail('object stream too short for /N');
  const reader = new PdfReader(data);
  const offsets: number[] = [];
  for (let i = 0; i < count; i += 1) {
    reader.int();
    offsets.push(first + reader.int());
  }
  if (reader.offset > first) fail('object stream table runs past /First');
  reader.moveTo(first);
  const members: PDFObject[] = [];
  const starts: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (reader.atEnd()) fail('object stream shorter than its table');
    starts.push(reader.offset);
    const member = reader.object();
    if (member instanceof PDFStream) fail('a stream inside an object stream');
    members.push(member);
    await budget.breathe();
  }
  if (!reader.atEnd()) fail('bytes after the last object in an object stream');
  offsets.forEach((offset, i) => {
    reader.moveTo(offset);
    reader.atEnd();
    if (reader.offset !== starts[i]) fail('object stream table does not match its objects');
  });
  return members;
}

/** Where an object read from `offset` starts: viewers skip white space and comments first. */
function objectStartAt(reader: PdfReader, offset: number): number {
  if (offset >= reader.data.length) return -1;
  reader.moveTo(offset);
  reader.atEnd();
  return reader.offset;
}

/** Objects at offsets a viewer would use that the file-order reading did not find there. */
function readHidden(reader: PdfReader, offsets: number[]): PDFObject[] {
  const found: PDFObject[] = [];
  for (const offset of offsets.slice(0, MAX_HIDDEN_READ)) {
    try {
      reader.moveTo(offset);
      found.push(reader.indirectObject().object);
    } catch {
      // Refused as hidden either way; only its content could not be named.
    }
  }
  return found;
}

/**
 * Reads a PDF the three ways a viewer may: front to back (as pdf-lib does), through its
 * cross-reference tables and streams (as a viewer opening it does), and by `N G obj` headers
 * (as a viewer rebuilding a damaged file does). Every object stream is unpacked within the
 * budget. Throws PdfSyntaxError when the file cannot be followed.
 */
export async function readPdf(bytes: Uint8Array, budget = new Budget()): Promise<PdfContents> {
  const reader = new PdfReader(bytes);
  const layout = await readFileOrder(reader, budget);
  // No cross-reference at all leaves a viewer to rebuild one from the `N G obj` headers: refused
  // below, once the objects have been judged (so a script still reads as a script).
  const xref =
    layout.startxrefs.length > 0
      ? await readXrefSections(reader, [...layout.startxrefs, ...layout.sections], budget)
      : { direct: [], compressed: [], trailers: [] };
  const trailers = [...layout.trailers, ...xref.trailers];
  if (trailers.some((trailer) => trailer.has(PDFName.of('Encrypt'))))
    return { encrypted: true, objects: [], hidden: [], strays: 0 };

  const objects: PDFObject[] = [...trailers];
  const starts = new Map<number, IndirectObject>();
  const objectStreams = new Set<number>();
  const byNumber = new Map<number, IndirectObject[]>();
  for (const found of layout.objects) {
    objects.push(found.object);
    starts.set(found.start, found);
    const sameNumber = byNumber.get(found.number) ?? [];
    byNumber.set(found.number, sameNumber);
    sameNumber.push(found);
    if (found.object instanceof PDFRawStream && typeOf(found.object) === 'ObjStm') {
      objects.push(...(await objectStreamMembers(found.object, budget)));
      objectStreams.add(found.number);
    }
  }

  // A compressed entry's container is whichever object of that number the viewer resolves: each
  // must be an object stream unpacked above, or its content would go unread.
  for (const entry of xref.compressed) {
    const containers = byNumber.get(entry.container) ?? [];
    if (containers.length === 0 || !objectStreams.has(entry.container))
      fail('compressed entry without its object stream');
    if (containers.some((c) => !(c.object instanceof PDFRawStream) || typeOf(c.object) !== 'ObjStm')) {
      fail('compressed entry in an object that is not an object stream');
    }
  }
  const strays = new Set<number>();
  for (const entry of xref.direct) {
    const target = starts.get(objectStartAt(reader, entry.offset));
    if (!target || target.number !== entry.number || target.generation !== entry.generation) strays.add(entry.offset);
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(OBJECT_HEADER)) if (!starts.has(match.index)) strays.add(match.index);
  budget.tick();
  const missingXref = layout.startxrefs.length === 0 ? 1 : 0;
  return { encrypted: false, objects, hidden: readHidden(reader, [...strays]), strays: strays.size + missingXref };
}
