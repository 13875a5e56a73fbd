import type { ClaimParty } from './claim-status';

/**
 * Files on a claim (DESIGN §8.1 "Files"): photos, the garage's estimate and invoice documents, and
 * any other document a request for information asks for. What a file is comes from its first bytes,
 * never its name or the type the browser declared (SECURITY C10).
 */

/** At most 10 MB a file and 10 files a claim. */
export const CLAIM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_FILES_MAX = 10;

export const claimFileKinds = ['photo', 'estimate', 'invoice', 'other'] as const;
export type ClaimFileKind = (typeof claimFileKinds)[number];

export const claimFileKindLabels: Record<ClaimFileKind, string> = {
  photo: 'Photo',
  estimate: 'Estimate',
  invoice: 'Invoice',
  other: 'Document',
};

/** What each party may send: the customer photos and documents, the garage its estimate and invoice too. */
export const claimFileKindsBy: Record<ClaimParty, readonly ClaimFileKind[]> = {
  customer: ['photo', 'other'],
  garage: ['photo', 'estimate', 'invoice', 'other'],
  staff: ['photo', 'estimate', 'invoice', 'other'],
};

/** The types accepted, as their content shows them. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

/**
 * What the upload control offers. HEIC is left out on purpose: offered only JPEG, an iPhone converts
 * its photo to JPEG as it uploads. The server decides by content all the same, and refuses an
 * iPhone's HEIC (HEVC-coded, which the bundled image library cannot decode) with `heic`'s advice.
 */
export const CLAIM_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const claimFileMessages = {
  notAccepted: 'Please choose a photo (JPEG, PNG or WebP) or a PDF document. Other files cannot be sent.',
  heic: 'We cannot read HEIC photos, the format iPhones save in. Please send the photo as a JPEG: choose it from your iPhone on this page and it is sent as a JPEG, or on a Mac open it in Preview and export it as JPEG.',
  unreadableImage: 'We could not read that photo. Please send it again as a JPEG or PNG.',
  unreadablePdf: 'We could not read that PDF. Please save it again as a PDF and send the new copy.',
  pdfActive:
    'That PDF contains links, scripts or other actions, which we do not accept. Please print it to a new PDF (or scan it) and send that.',
  pdfEncrypted: 'That PDF is password-protected. Please send a copy without a password.',
  tooLarge: `Each file must be ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  tooMany: `A claim can have at most ${CLAIM_FILES_MAX} files. Please contact the claims team if you need to send more.`,
  noFile: 'Choose a file to send.',
  kindNotAllowed: 'You cannot send that kind of document on this claim.',
  closed: 'This claim is closed, so no more files can be added.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** HEIF brands of still images (iPhone photos are `heic`; `mif1` is the generic HEIF brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The type of a file from its magic bytes: JPEG, PNG, WebP, HEIC/HEIF or PDF; anything else
 * (SVG, HTML, GIF, executables, an empty file) is null.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/**
 * What a shown file name never keeps: control characters (Cc), format characters (Cf: the
 * bidirectional overrides and isolates that make "invoice\u202Efdp.exe" read as "invoiceexe.pdf",
 * zero-width spaces and joiners, soft hyphens) and lone surrogates (Cs).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** A file name fit to show and to offer on download: no path, no control or quote characters, short. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/["<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // 100 characters, counted whole: a cut never leaves half of a surrogate pair.
  const short = [...cleaned].slice(0, 100).join('').trim();
  return short && !/^\.+$/.test(short) ? short : fallback;
}
