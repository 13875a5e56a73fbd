import { describe, expect, it } from 'vitest';
import { filePreviewKind } from './file-preview-kind';

describe('filePreviewKind', () => {
  it('shows the photos the server keeps as thumbnails', () => {
    expect(filePreviewKind('image/jpeg')).toBe('image');
    expect(filePreviewKind('image/png')).toBe('image');
    expect(filePreviewKind('IMAGE/WEBP; charset=binary')).toBe('image');
  });

  it('marks a PDF as a document, and anything else as a plain file', () => {
    expect(filePreviewKind('application/pdf')).toBe('pdf');
    expect(filePreviewKind('image/svg+xml')).toBe('file');
    expect(filePreviewKind('text/html')).toBe('file');
    expect(filePreviewKind('')).toBe('file');
  });
});
