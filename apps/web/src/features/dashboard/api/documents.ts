import { downloadFile } from '~/lib/download-file';

/** GET /api/download-pdf/receipt/{transactionId}, saved as receipt.pdf (spec §7). */
export function downloadReceipt(transactionId: string): Promise<void> {
  return downloadFile(`/api/download-pdf/receipt/${encodeURIComponent(transactionId)}`, 'receipt.pdf');
}

/** The warranty's `document.url` (our certificate endpoint), saved as certificate.pdf. */
export function downloadCertificate(url: string): Promise<void> {
  return downloadFile(url, 'certificate.pdf');
}
