import { PDFArray, PDFDict, PDFName, PDFPageLeaf, PDFStream, type PDFObject } from 'pdf-lib';
import { readPdf } from './pdf-layout';

/** Why a PDF is refused, or `ok`. */
export type PdfVerdict = 'ok' | 'active' | 'encrypted' | 'unreadable';

/**
 * Names that make a PDF do something when opened or clicked: run JavaScript, launch a program,
 * open a web address or a file elsewhere (a `\\host\share` path leaks the reader's Windows
 * credentials), send or fetch data, play embedded media, carry embedded files, or hold an XFA
 * form (which may hold scripts). A plain web link is a /URI action too, so a PDF with clickable
 * links is refused: an estimate or invoice needs none, and printing it to a new PDF drops them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'URI',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'XFA',
]);

/**
 * A name as a viewer reads it. pdf-lib decodes `#xx` escapes written in capitals only, so the
 * rest are decoded here (`/#4aavaScript` is `/JavaScript`).
 */
const nameText = (name: PDFName) =>
  name.decodeText().replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Whether any key or name value in these objects, however deeply nested, is an active one. */
function holdsActiveName(objects: Iterable<PDFObject>): boolean {
  const stack = [...objects];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(object))) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (ACTIVE_NAMES.has(nameText(key))) return true;
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return false;
}

/**
 * A PDF checked by parsing before it is kept (DESIGN §8.1 "Files", issue #35 finding 3). Every
 * object a viewer could act on is read: front to back, through the cross-reference tables and
 * streams, inside object streams, and at any other `N G obj` header. Refused: an encrypted file;
 * any object naming JavaScript or another active action or embedded file; a file whose
 * cross-reference entries or object headers point anywhere the front-to-back reading does not
 * see an object (where a second, hidden object would live); and anything that does not parse
 * within the limits on inflated bytes and time; and a file with no page. pdf-lib's document
 * loader is not used as well: it reads the same objects with the same parser, and could not be
 * stopped at the time limit.
 */
export async function checkPdf(pdf: Buffer): Promise<PdfVerdict> {
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'unreadable';
  let contents: Awaited<ReturnType<typeof readPdf>>;
  try {
    contents = await readPdf(pdf);
  } catch {
    // Syntax that cannot be followed, a limit reached, or a nesting too deep for the stack.
    return 'unreadable';
  }
  if (contents.encrypted) return 'encrypted';
  if (holdsActiveName(contents.objects) || holdsActiveName(contents.hidden)) return 'active';
  if (contents.strays > 0) return 'unreadable';
  return contents.objects.some((object) => object instanceof PDFPageLeaf) ? 'ok' : 'unreadable';
}
