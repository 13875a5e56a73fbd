import type { ClaimFile } from '@kestrel/domain/schemas/claim-files';
import { usePrivateImage } from '~/lib/use-private-image';
import { filePreviewKind } from './file-preview-kind';

const box = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line';

/** A photo's thumbnail, fetched with the session (or the garage's link) as the download is. */
function Thumbnail({ file }: { file: ClaimFile }) {
  const src = usePrivateImage(file.url, '');
  // While it loads, or if it cannot be read, an empty frame holds its place; the name is beside it.
  if (!src) return <span aria-hidden="true" className={`${box} bg-surface`} />;
  return (
    <img
      src={src}
      alt={`Photo: ${file.filename}`}
      width={64}
      height={64}
      decoding="async"
      className={`${box} bg-surface object-cover`}
      data-testid="claim-file-thumbnail"
    />
  );
}

/** A document's mark: a page with its type written on it; the name beside it says which. */
function DocumentMark({ label }: { label: string }) {
  return (
    <span className={`${box} flex-col bg-teal-50 text-teal-700`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 2h8l4 4v16H6z" strokeLinejoin="round" />
        <path d="M14 2v4h4" strokeLinejoin="round" />
      </svg>
      <span className="text-xs font-bold">{label}</span>
    </span>
  );
}

/** What stands at the start of a file's row: a thumbnail of a photo, the mark of a PDF or other file. */
export function FilePreview({ file }: { file: ClaimFile }) {
  const kind = filePreviewKind(file.contentType);
  if (kind === 'image') return <Thumbnail file={file} />;
  return <DocumentMark label={kind === 'pdf' ? 'PDF' : 'File'} />;
}
