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

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const regular = (char: string | undefined) => char !== undefined && !WHITESPACE.has(char) && !DELIMITERS.has(char);

/** A PDF name as written, with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The end of the literal string opening at `start` (nested parentheses, backslash escapes), or -1. */
function stringEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The decoded body of an object stream, or null when it cannot be read. */
function objectStreamBody(body: Buffer, dictionary: Set<string>): Buffer | null {
  const filters = [...dictionary].filter((name) => name.endsWith('Decode'));
  if (filters.length === 0) return body;
  if (filters.length > 1 || filters[0] !== 'FlateDecode') return null;
  for (const candidate of [body, body.subarray(0, Math.max(0, body.length - 2))]) {
    try {
      return inflateSync(candidate, { maxOutputLength: MAX_INFLATED_BYTES });
    } catch {
      // A trailing end-of-line inside the stream's bytes is allowed; then try without it.
    }
  }
  return null;
}

/**
 * Reads the file as PDF syntax (comments, strings, dictionaries, names, streams) and collects every
 * name outside strings and ordinary streams; an object stream, where a PDF 1.5 and later may keep
 * its dictionaries (an action among them) compressed, is decoded and read the same way. The
 * dictionary a stream belongs to is the one just before its `stream` keyword, so no string or key
 * placed in it can hide that it is an object stream. False when the syntax cannot be followed.
 * Every step moves forward, so the time grows with the size of the file only.
 */
function namesOf(text: string, bytes: Buffer, names: Set<string>, nested: boolean): boolean {
  const open: Set<string>[] = [];
  let lastDictionary: Set<string> | null = null;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (char === '(') {
      i = stringEnd(text, i);
      if (i < 0) return false;
    } else if (char === '<' && text[i + 1] === '<') {
      open.push(new Set());
      i += 2;
    } else if (char === '<') {
      i = text.indexOf('>', i) + 1;
      if (i === 0) return false;
    } else if (char === '>' && text[i + 1] === '>') {
      lastDictionary = open.pop() ?? null;
      if (lastDictionary) for (const name of lastDictionary) open.at(-1)?.add(name);
      i += 2;
    } else if (char === '/') {
      let end = i + 1;
      while (regular(text[end])) end += 1;
      const name = decodeName(text.slice(i + 1, end));
      names.add(name);
      open.at(-1)?.add(name);
      i = end;
    } else if (regular(char)) {
      let end = i;
      while (regular(text[end])) end += 1;
      const word = text.slice(i, end);
      i = end;
      if (word === 'stream') {
        if (nested || !lastDictionary) return false;
        const start = text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
        const finish = text.indexOf('endstream', start);
        if (finish < 0) return false;
        if (lastDictionary.has('ObjStm')) {
          const body = objectStreamBody(bytes.subarray(start, finish), lastDictionary);
          if (!body || !namesOf(body.toString('latin1'), body, names, true)) return false;
        }
        i = finish + 'endstream'.length;
      }
      lastDictionary = null;
    } else {
      i += 1;
    }
  }
  return true;
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
  const names = new Set<string>();
  if (!namesOf(text, pdf, names, false)) return 'unreadable';
  if (names.has('Encrypt')) return 'encrypted';
  for (const name of names) if (ACTIVE_NAMES.has(name)) return 'active';
  if (!names.has('Page')) return 'unreadable';
  return 'ok';
}
