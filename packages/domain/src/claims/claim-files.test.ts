import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffFileType } from './claim-files';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffFileType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'png'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['an iPhone HEIC', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'heic'],
    ['a PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['HTML', bytes('<!doctype html><script>'), null],
    ['a GIF', bytes('GIF89a'), null],
    ['an MP4 (ftyp, not HEIF)', bytes([0, 0, 0, 24], 'ftypisom'), null],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['a PDF marker not at the start', bytes(' %PDF-1.4'), null],
    ['nothing', bytes(), null],
  ])('%s is %s', (_label, input, expected) => {
    expect(sniffFileType(input)).toBe(expected);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\jo\\photo 1.jpg', 'photo 1.jpg'],
    ['a"b<c>.pdf', 'abc.pdf'],
    ['tab\there.png', 'tabhere.png'],
    ['..', 'file'],
    ['', 'file'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u2066report\u2069.pdf', 'report.pdf'],
    ['zero\u200bwidth\u200d\ufeff.jpg', 'zerowidth.jpg'],
    ['soft\u00adhyphen\u061c.png', 'softhyphen.png'],
    ['lone\ud800.jpg', 'lone.jpg'],
    ['\u202e\u202e', 'file'],
    ['caf\u00e9 \u{1f697}.jpg', 'caf\u00e9 \u{1f697}.jpg'],
    ['a' + '\u{1f697}'.repeat(120), 'a' + '\u{1f697}'.repeat(99)],
  ])('%j is kept as %j', (input, expected) => {
    expect(cleanFileName(input, 'file')).toBe(expected);
  });
});
