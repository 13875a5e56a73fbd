import { inflateSync } from 'node:zlib';

/** Why a PDF is refused, or `ok`. */
export type PdfVerdict = 'ok' | 'active' | 'encrypted' | 'unreadable';

/**
 * Names that make a PDF do something when opened or clicked: run JavaScript, launch a program,
 * send or fetch data, play embedded media, or carry an XFA form (which may hold scripts).
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'RichMedia', 'XFA']);

/** Object streams inflate to at most this: a compressed bomb is refused, not expanded. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const NAME = /\/([^\s/<>[\](){}%]+)/g;

/** A PDF name as written, with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME)) names.add(decodeName(match[1]!));
  return names;
}

/**
 * The file's objects as text: everything outside its streams (whose binary bytes would read as
 * chance names), and the decoded contents of its object streams, where a PDF 1.5 and later may keep
 * its dictionaries (an action among them) compressed out of sight. Null when one cannot be read.
 */
function objectText(pdf: Buffer, text: string): string[] | null {
  const decoded: string[] = [];
  let outsideFrom = 0;
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(text))) {
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = dictionaryStart < 0 ? '' : text.slice(dictionaryStart, match.index);
    const end = text.indexOf('endstream', streamStart.lastIndex);
    if (end < 0) return null;
    decoded.push(text.slice(outsideFrom, match.index));
    outsideFrom = end + 'endstream'.length;
    const names = namesIn(dictionary);
    if (names.has('ObjStm')) {
      const body = pdf.subarray(streamStart.lastIndex, end);
      if (!names.has('FlateDecode')) decoded.push(body.toString('latin1'));
      else {
        try {
          decoded.push(inflateSync(body, { maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1'));
        } catch {
          // A trailing end-of-line inside the stream's bytes is allowed; anything else is unreadable.
          try {
            decoded.push(
              inflateSync(body.subarray(0, body.length - 2), { maxOutputLength: MAX_INFLATED_BYTES }).toString(
                'latin1',
              ),
            );
          } catch {
            return null;
          }
        }
      }
    }
    streamStart.lastIndex = outsideFrom;
  }
  decoded.push(text.slice(outsideFrom));
  return decoded;
}

/**
 * A PDF checked by its content before it is kept (DESIGN §8.1 "Files"): it must read as a PDF with
 * at least one page and an end-of-file marker; encrypted (password-protected) PDFs are refused, and
 * so is any that carries JavaScript or another active action, whether written plainly, with escaped
 * names, or inside a compressed object stream.
 */
export function checkPdf(pdf: Buffer): PdfVerdict {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return 'unreadable';
  const parts = objectText(pdf, text);
  if (!parts) return 'unreadable';
  const names = new Set(parts.flatMap((part) => [...namesIn(part)]));
  if (names.has('Encrypt')) return 'encrypted';
  for (const name of names) if (ACTIVE_NAMES.has(name)) return 'active';
  if (!names.has('Page')) return 'unreadable';
  return 'ok';
}
