import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PDF as a customer's viewer reads it, through Debian's poppler-utils: pdfinfo's report (and
 * anything it complained of), the page count, the laid-out text (page breaks as line breaks) and
 * the word boxes.
 */
export async function popplerRead(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'kestrel-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const info = await run('pdfinfo', [file]);
    const boxes = (await run('pdftotext', ['-bbox', file, '-'])).stdout;
    // pdftotext ends each page with a form feed: make it a line break so every line starts clean.
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\f/g, '\n');
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info.stdout)?.[1] ?? 0);
    return { info: info.stdout, infoErrors: info.stderr, pages, text, boxes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
