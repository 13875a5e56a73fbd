/**
 * How a claim file is shown in its list: a photo as a thumbnail of itself, a PDF as a labelled
 * document mark. The server decided the content type from the bytes (JPEG, PNG, WebP or PDF), so
 * it is the one thing read here; anything else is shown as a plain file.
 */
export type FilePreviewKind = 'image' | 'pdf' | 'file';

const imageTypes: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function filePreviewKind(contentType: string): FilePreviewKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (imageTypes.has(type)) return 'image';
  return type === 'application/pdf' ? 'pdf' : 'file';
}
