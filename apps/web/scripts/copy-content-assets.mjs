// Copies the images that the written content uses (content/blog/images) into public/, so the
// build serves them from the site itself.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';

const from = process.env.CONTENT_DIR
  ? new URL(`file://${process.env.CONTENT_DIR}/blog/images/`)
  : new URL('../../../content/blog/images/', import.meta.url);
const to = new URL('../public/blog/images/', import.meta.url);
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
if (existsSync(from)) cpSync(from, to, { recursive: true });
console.log('web: copied content images');
