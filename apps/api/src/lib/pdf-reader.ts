import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  type PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** The file cannot be followed as PDF syntax, or it breaks one of the check's limits. */
export class PdfSyntaxError extends Error {}

export const fail = (why: string): never => {
  throw new PdfSyntaxError(why);
};

/**
 * What reading one file may cost: decoded stream bytes (a compressed bomb is refused, not
 * expanded) and wall-clock time. Every loop of the reader spends from it, and lets other requests
 * run every few milliseconds, so a large file does not hold up the server while it is read.
 */
export class Budget {
  private readonly deadline: number;
  private lastPause = Date.now();
  constructor(
    public inflateLeft = 32 * 1024 * 1024,
    milliseconds = 5_000,
  ) {
    this.deadline = Date.now() + milliseconds;
  }
  tick(): void {
    if (Date.now() > this.deadline) fail('took too long');
  }
  async breathe(): Promise<void> {
    this.tick();
    if (Date.now() - this.lastPause < 20) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.lastPause = Date.now();
  }
}

/** An indirect object, `N G obj … endobj`, and where its header starts and its `endobj` ends. */
export interface IndirectObject {
  number: number;
  generation: number;
  object: PDFObject;
  start: number;
  end: number;
}

const keyword = (word: string) => Array.from(word, (char) => char.charCodeAt(0));
export const KEYWORDS = {
  obj: keyword('obj'),
  endobj: keyword('endobj'),
  xref: keyword('xref'),
  trailer: keyword('trailer'),
  startxref: keyword('startxref'),
};

type ByteStream = ConstructorParameters<typeof PDFObjectParser>[0];
/** pdf-lib builds its byte cursor only inside its own factory, so take it from there. */
const cursorOver = (bytes: Uint8Array): ByteStream =>
  (PDFObjectParser.forBytes(bytes, PDFContext.create()) as unknown as { bytes: ByteStream }).bytes;

/**
 * pdf-lib's own object parser (dictionaries, arrays, strings, names, streams), opened on a file
 * or a decoded object stream and able to start at any offset: the same syntax pdf-lib loads with,
 * used at the places a viewer would look. Unlike pdf-lib's document loader it never skips
 * what it cannot read: it throws.
 */
export class PdfReader extends PDFObjectParser {
  constructor(readonly data: Uint8Array) {
    super(cursorOver(data), PDFContext.create());
  }

  get offset(): number {
    return this.bytes.offset();
  }

  moveTo(offset: number): void {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset >= this.data.length) fail('offset outside the file');
    this.bytes.moveTo(offset);
  }

  /** Skips white space and comments; true when nothing is left. */
  atEnd(): boolean {
    this.skipWhitespaceAndComments();
    return this.bytes.done();
  }

  peek(): number {
    this.skipWhitespaceAndComments();
    return this.bytes.done() ? -1 : this.bytes.peek();
  }

  next(): number {
    return this.bytes.next();
  }

  keyword(word: number[]): boolean {
    this.skipWhitespaceAndComments();
    return this.matchKeyword(word);
  }

  int(): number {
    this.skipWhitespaceAndComments();
    return this.parseRawInt();
  }

  object(): PDFObject {
    this.skipWhitespaceAndComments();
    return this.parseObject();
  }

  /** `N G obj <object> endobj` starting here (after white space), or a PdfSyntaxError. */
  indirectObject(): IndirectObject {
    this.skipWhitespaceAndComments();
    const start = this.bytes.offset();
    const number = this.parseRawInt();
    const generation = this.int();
    if (!this.keyword(KEYWORDS.obj)) fail(`object ${number} has no obj keyword`);
    const object = this.object();
    if (!this.keyword(KEYWORDS.endobj)) fail(`object ${number} has no endobj`);
    return { number, generation, object, start, end: this.bytes.offset() };
  }
}

export const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

/** A whole number written directly (not a reference, which could say anything later). */
export function wholeNumber(value: PDFObject | undefined, what: string): number {
  if (!(value instanceof PDFNumber) || !Number.isSafeInteger(value.asNumber()) || value.asNumber() < 0) {
    return fail(`${what} is not a whole number`);
  }
  return value.asNumber();
}

/** A whole number in a dictionary, or `fallback` when the key is absent. */
export function numberIn(dict: PDFDict, key: string, fallback?: number): number {
  const value = dict.get(PDFName.of(key));
  if (value === undefined && fallback !== undefined) return fallback;
  return wholeNumber(value, `/${key}`);
}

/** A stream's `/Type`, which must be a name written directly (a reference could say anything later). */
export function typeOf(stream: PDFRawStream): string | undefined {
  const type = stream.dict.get(PDFName.of('Type'));
  if (type === undefined) return undefined;
  return type instanceof PDFName ? type.decodeText() : fail('/Type is not a name');
}

const paeth = (left: number, up: number, upLeft: number) => {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
};

/** Undoes the PNG predictors (ISO 32000-1, 7.4.4.4) that cross-reference streams are usually written with. */
function unpredictPng(data: Uint8Array, params: PDFDict): Uint8Array {
  const colors = numberIn(params, 'Colors', 1);
  const bits = numberIn(params, 'BitsPerComponent', 8);
  const columns = numberIn(params, 'Columns', 1);
  const pixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((columns * colors * bits) / 8);
  if (rowLength === 0 || rowLength > data.length) fail('predictor row does not fit');
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (rowLength + 1)];
    const from = row * (rowLength + 1) + 1;
    const at = row * rowLength;
    for (let i = 0; i < rowLength; i += 1) {
      const left = i >= pixel ? out[at + i - pixel]! : 0;
      const up = row > 0 ? out[at - rowLength + i]! : 0;
      const upLeft = row > 0 && i >= pixel ? out[at - rowLength + i - pixel]! : 0;
      const raw = data[from + i]!;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter!];
      if (predicted === undefined) fail('unknown PNG predictor');
      out[at + i] = (raw + predicted!) & 0xff;
    }
  }
  return out;
}

/**
 * The decoded bytes of an object or cross-reference stream: unfiltered or FlateDecode (with or
 * without a PNG predictor), inflated no further than the budget allows. Other filters, which no
 * writer we know uses for these streams, are refused rather than trusted.
 */
export function decodeStream(stream: PDFRawStream, budget: Budget): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length > 1) fail('chained filters');
  if (filters.length === 0) return stream.contents;
  if (filters[0] !== PDFName.of('FlateDecode')) fail('unsupported filter');
  let inflated: Buffer;
  try {
    inflated = inflateSync(stream.contents, {
      maxOutputLength: Math.max(1, budget.inflateLeft),
      // A stream cut short is read as far as it goes, as viewers do.
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch {
    return fail('stream does not inflate within the limit');
  }
  budget.inflateLeft -= inflated.length;
  budget.tick();
  let params = stream.dict.get(PDFName.of('DecodeParms'));
  if (params instanceof PDFArray) params = params.get(0);
  if (!(params instanceof PDFDict)) return inflated;
  const predictor = numberIn(params, 'Predictor', 1);
  if (predictor === 1) return inflated;
  if (predictor < 10) fail('unsupported predictor');
  return unpredictPng(inflated, params);
}
