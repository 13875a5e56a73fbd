import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, errorMessage } from '~/lib/api-client';
import { rememberUser } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { checkPicture } from '../check-picture';
import { Button } from '~/components/ui/button';

interface Choice {
  file: File;
  /** A blob URL of the chosen file, shown before uploading; null when the file is refused. */
  preview: string | null;
}

/** Choose, preview and upload a picture (spec §5: with no file chosen, Upload does nothing). */
export function PictureForm({ onDone }: { onDone: () => void }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const preview = useRef<string | null>(null);

  // The preview's blob URL goes with the form (closing the dialog unmounts it).
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
    setPreviewFailed(false);
    const file = event.target.files?.[0];
    if (!file) {
      setChoice(null);
      setError(null);
      return;
    }
    const problem = checkPicture(file);
    if (!problem) preview.current = URL.createObjectURL(file);
    setChoice({ file, preview: preview.current });
    setError(problem);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!choice || error || uploading) return;
    setUploading(true);
    try {
      const answer = await uploadProfilePicture(choice.file);
      rememberUser(answer.user);
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.fields.profile_img ?? failure.message) : errorMessage(failure);
      setError(message);
      toast.error(errorMessage(failure));
      setUploading(false);
    }
  }

  return (
    <form onSubmit={(event) => void upload(event)} noValidate className="p-5 sm:p-6">
      <h2 id="picture-dialog-title" className="text-xl font-bold text-navy">
        Edit profile picture
      </h2>
      <div className="mt-4">
        <label htmlFor="picture-file" className="font-semibold text-navy">
          Choose a picture
        </label>
        <input
          id="picture-file"
          type="file"
          name="profile_img"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={error ? 'picture-hint picture-error' : 'picture-hint'}
          aria-invalid={error ? true : undefined}
          onChange={choose}
          className={`mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:bg-teal-50 file:px-3 file:font-semibold file:text-teal-700 ${error ? 'border-danger' : 'border-line focus:border-navy'}`}
        />
        <p id="picture-hint" className="mt-1 text-sm text-muted">
          JPEG, PNG or WebP, up to 5 MB
        </p>
        {/* An alert, so the refusal is heard whether it comes from the check here or from the server. */}
        {error ? (
          <p id="picture-error" role="alert" className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {choice?.preview && !previewFailed ? (
        <img
          src={choice.preview}
          alt="Preview of the chosen picture"
          width={128}
          height={128}
          onError={() => setPreviewFailed(true)}
          className="mx-auto mt-4 size-32 rounded-full border border-line object-cover"
        />
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="plain" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!choice || Boolean(error) || uploading} className="disabled:cursor-not-allowed">
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
