import { cleanFileName, claimFileMessages, sniffFileType } from '@kestrel/domain/claims/claim-files';
import type { UploadedFile } from '@kestrel/domain/schemas/claim-files';
import { checkPdf } from '../../lib/pdf-check';
import { reencodeImage, type ReencodeOptions } from '../../lib/reencode-image';
import { claimErrors } from './errors';

/** Photos keep their detail for the claims team, at most 2,560 px on their longer side, as JPEG. */
const CLAIM_PHOTO = {
  formats: new Set(['jpeg', 'png', 'webp', 'heif']),
  resize: { width: 2560, height: 2560, fit: 'inside' },
  output: 'jpeg',
} as const satisfies ReencodeOptions;

const refused = claimErrors.fileRefused;

/** The file as it is kept: its bytes, its type and a safe name. */
export interface CheckedFile {
  filename: string;
  contentType: 'image/jpeg' | 'application/pdf';
  data: Buffer;
}

const stem = (name: string) => cleanFileName(name, 'file').replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';

/**
 * A claim file judged by its content (DESIGN §8.1 "Files", SECURITY C10), never by its name or the
 * type the browser declared: a JPEG, PNG or WebP photo (or a HEIF one libvips can decode: AV1, not
 * an iPhone's HEVC) is decoded and re-encoded as a JPEG with no metadata (so no location); a PDF must parse and carry no script, action or password;
 * anything else is a 415 that says what is accepted.
 */
export async function checkClaimFile(upload: UploadedFile): Promise<CheckedFile> {
  const bytes = Buffer.from(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength);
  const type = sniffFileType(bytes);
  if (!type) throw refused(claimFileMessages.notAccepted);
  if (type === 'pdf') {
    const verdict = await checkPdf(bytes);
    if (verdict === 'active') throw refused(claimFileMessages.pdfActive);
    if (verdict === 'encrypted') throw refused(claimFileMessages.pdfEncrypted);
    if (verdict === 'unreadable') throw refused(claimFileMessages.unreadablePdf);
    return { filename: `${stem(upload.filename)}.pdf`, contentType: 'application/pdf', data: bytes };
  }
  const image = await reencodeImage(bytes, CLAIM_PHOTO);
  // A HEIF photo decodes only when AV1-coded; an iPhone's HEVC-coded HEIC is refused with advice.
  if (!image) throw refused(type === 'heic' ? claimFileMessages.heic : claimFileMessages.unreadableImage);
  return { filename: `${stem(upload.filename)}.jpg`, contentType: 'image/jpeg', data: image };
}
