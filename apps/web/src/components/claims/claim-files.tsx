import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CLAIM_FILE_ACCEPT,
  CLAIM_FILE_MAX_BYTES,
  claimFileKindLabels,
  claimFileMessages,
  type ClaimFileKind,
} from '@kestrel/domain/claims/claim-files';
import type { ClaimFile } from '@kestrel/domain/schemas/claim-files';
import { ukShortDate } from '@kestrel/domain/uk/london-date';
import { SelectField } from '~/components/forms/choice-fields';
import { Button } from '~/components/ui/button';
import { ApiError, errorMessage } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { toast } from '~/lib/toast';
import { uploadWithProgress, type UploadTarget } from '~/lib/upload-file';
import { FilePreview } from './file-preview';

const uploaders = { customer: 'the customer', garage: 'the garage', staff: 'the claims team' } as const;

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function FileList({ files, viewer }: { files: readonly ClaimFile[]; viewer: keyof typeof uploaders }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return <p className="text-muted">No photos or documents yet.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Photos and documents">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="claim-file">
          <FilePreview file={file} />
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-semibold break-words text-navy">
              {file.kindLabel}: {file.filename}
            </p>
            <p className="text-sm text-muted">
              {size(file.size)} · <time dateTime={file.at}>{ukShortDate(file.at)}</time>
              {file.uploadedBy === viewer ? ' · sent by you' : ` · from ${uploaders[file.uploadedBy]}`}
            </p>
          </div>
          <Button
            variant="outline"
            aria-disabled={busy === file.id || undefined}
            aria-label={`Download ${file.filename}`}
            onClick={() => {
              if (busy) return;
              setBusy(file.id);
              downloadFile(file.url, file.filename)
                .catch((error: unknown) => toast.error(errorMessage(error)))
                .finally(() => setBusy(null));
            }}
          >
            {busy === file.id ? 'Downloading…' : 'Download'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A claim's photos and documents (DESIGN §8.1 "Files"): the list to download and, while the claim
 * takes more, a form to send one with its progress and the server's reason if it is refused. The
 * server decides what a file is from its content; the size is checked here too, to save a wait.
 */
export function ClaimFiles<T>({
  files,
  filesLeft,
  viewer,
  kinds,
  upload,
  onUploaded,
}: {
  files: readonly ClaimFile[];
  filesLeft: number;
  viewer: keyof typeof uploaders;
  /** What this party may send; the first is chosen to begin with. */
  kinds: readonly ClaimFileKind[];
  /** Where to send a file, and how its answer reads; null when this party cannot send one. */
  upload: UploadTarget<T> | null;
  onUploaded: (answer: T) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ClaimFileKind>(kinds[0] ?? 'photo');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!upload || progress !== null) return;
    const file = input.current?.files?.[0];
    if (!file) return setError(claimFileMessages.noFile);
    if (file.size > CLAIM_FILE_MAX_BYTES) return setError(claimFileMessages.tooLarge);
    setError(null);
    setProgress(0);
    setStatus(`Sending ${file.name}…`);
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    try {
      const answer = await uploadWithProgress(upload, form, setProgress);
      onUploaded(answer);
      if (input.current) input.current.value = '';
      setStatus(`${file.name} is on the claim.`);
      toast.success('The file is on the claim.');
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fields.file ?? failure.message) : errorMessage(failure);
      setError(message);
      setStatus('');
      if (input.current) input.current.focus();
    } finally {
      setProgress(null);
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-4">
      <FileList files={files} viewer={viewer} />
      {upload && filesLeft > 0 ? (
        <form onSubmit={(event) => void send(event)} noValidate className="space-y-3" aria-label="Send a file">
          {kinds.length > 1 ? (
            <SelectField
              label="What is the file?"
              options={kinds.map((value) => ({ value, label: claimFileKindLabels[value] }))}
              value={kind}
              onChange={(event) => setKind((event.target.value || kinds[0]) as ClaimFileKind)}
            />
          ) : null}
          <div>
            <label htmlFor={`${id}-file`} className="font-semibold text-navy">
              Choose a photo or PDF
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              name="file"
              accept={CLAIM_FILE_ACCEPT}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={() => setError(null)}
              className={`mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:bg-teal-50 file:px-3 file:font-semibold file:text-teal-700 ${error ? 'border-danger' : 'border-line focus:border-navy'}`}
            />
            <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
              Photos (JPEG, PNG or WebP) or PDF documents, up to {CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB each.{' '}
              {filesLeft === 1 ? 'One more file' : `${filesLeft} more files`} can be added to this claim.
            </p>
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
          </div>
          {progress !== null ? (
            <progress
              className="h-3 w-full"
              max={1}
              value={progress}
              aria-label="Sending the file"
              aria-valuetext={`${Math.round(progress * 100)}% sent`}
            />
          ) : null}
          <p role="status" className="sr-only">
            {status}
          </p>
          <Button type="submit" variant="secondary" aria-disabled={progress !== null || undefined}>
            {progress !== null ? `Sending… ${Math.round(progress * 100)}%` : 'Send the file'}
          </Button>
        </form>
      ) : upload ? (
        <p className="text-muted">{claimFileMessages.tooMany}</p>
      ) : null}
    </div>
  );
}
