/*
 * The frame of every emulator's pages. No inline script and no inline style, ever: the site's
 * Content-Security-Policy (style-src 'self'; script-src 'self') covers them too, so the look comes
 * from a stylesheet the emulator serves itself and everything works as plain forms.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface PageFrame {
  /** The line naming the service the page stands in for (HTML, written by the emulator). */
  brand: string;
  /** The closing notice: what the page stands in for and that nothing real happens. */
  notice: string;
}

/** A whole page: the frame's brand line, the body (HTML), the frame's notice. */
export function framedPage(frame: PageFrame, title: string, stylesheet: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main class="card">
<p class="brand">${frame.brand}</p>
${body}
<p class="notice">${frame.notice}</p>
</main>
</body>
</html>
`;
}
