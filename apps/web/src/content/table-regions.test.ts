import { describe, expect, it } from 'vitest';
import { wrapTables } from './table-regions';

describe('wrapTables', () => {
  it.each([
    [
      'names the region after the heading above the table',
      '<h2 id="x">Cookies we use</h2><p>Text</p><table><tr><th>Name</th></tr></table>',
      '<h2 id="x">Cookies we use</h2><p>Text</p><div class="table-scroll" role="region" tabindex="0" aria-label="Table: Cookies we use"><table><tr><th>Name</th></tr></table></div>',
    ],
    [
      'falls back to the first header cell with no heading before it',
      '<table><thead><tr><th>Cookie &amp; purpose</th></tr></thead></table>',
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Cookie &amp; purpose"><table><thead><tr><th>Cookie &amp; purpose</th></tr></thead></table></div>',
    ],
    ['leaves HTML without tables alone', '<h2>A</h2><p>B</p>', '<h2>A</h2><p>B</p>'],
  ])('%s', (_name, html, expected) => {
    expect(wrapTables(html)).toBe(expected);
  });

  it('wraps every table, each named by its own heading', () => {
    const html = wrapTables('<h2>One</h2><table></table><h3>Two "quoted"</h3><table></table>');
    expect(html.match(/role="region"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Table: One"');
    expect(html).toContain('aria-label="Table: Two &quot;quoted&quot;"');
  });
});
