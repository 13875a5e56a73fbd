// `npm run check:html`: every prerendered page (and the SPA shell) through the Nu Html Checker
// (vnu-jar, run with the machine's Java), as DESIGN §7 asks: "every prerendered page is valid
// HTML". Run `npm run build` first. Prints each error and exits non-zero when there is one.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import vnu from 'vnu-jar';

const root = new URL('../apps/web/build/client', import.meta.url).pathname;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const files = htmlFiles(root);
if (files.length === 0) {
  console.error(`No HTML under ${root}: run npm run build first.`);
  process.exit(1);
}
const run = spawnSync('java', ['-jar', String(vnu), '--errors-only', '--format', 'text', ...files], {
  encoding: 'utf8',
});
if (run.error) {
  console.error(`Could not run Java for the Nu Html Checker: ${run.error.message}`);
  process.exit(1);
}
const report = `${run.stdout}${run.stderr}`.trim();
const errors = report.split('\n').filter((line) => line.startsWith('Error:'));
console.log(report || 'Document checking completed.');
console.log(`Nu Html Checker: ${files.length} pages, ${errors.length} errors`);
process.exit(errors.length > 0 || run.status !== 0 ? 1 : 0);
