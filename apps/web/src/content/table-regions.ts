/**
 * Every table in rendered Markdown goes into the same labelled scroll container as the app's own
 * tables (components/ui/scroll-region.tsx, WCAG 1.4.10): a focusable region named after the
 * heading above the table (or its first header cell), whose `.table-scroll` class makes it scroll
 * sideways and the containing block of anything the table positions.
 */
const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const escapeAttribute = (text: string) => text.replace(/&(?![a-z]+;|#\d+;)/g, '&amp;').replace(/"/g, '&quot;');

export function wrapTables(html: string): string {
  let lastHeading = '';
  return html.replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>|<table[\s\S]*?<\/table>/g, (match, heading?: string) => {
    if (heading !== undefined) {
      lastHeading = stripTags(heading);
      return match;
    }
    const firstHeader = /<th[^>]*>([\s\S]*?)<\/th>/.exec(match)?.[1];
    const label = lastHeading || stripTags(firstHeader ?? '') || 'Table';
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(`Table: ${label}`)}">${match}</div>`;
  });
}
