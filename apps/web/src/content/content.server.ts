import matter from 'gray-matter';
import { marked } from 'marked';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fillPlaceholders } from './placeholders';
import { wrapTables } from './table-regions';

/**
 * The Markdown under content/, read at build time by the prerendered routes' loaders (this module
 * never reaches the browser). Placeholders such as {{phone}} are filled from the site config.
 */
function contentRoot(): string {
  // Build-time only: lets a build read another content folder (a preview of new writing).
  // eslint-disable-next-line no-restricted-properties
  const override = process.env.CONTENT_DIR;
  if (override) return resolve(override);
  let dir = process.cwd();
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'content');
    if (existsSync(join(candidate, 'pages'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`No content/ folder found above ${process.cwd()}`);
}

function read(path: string): { data: Record<string, unknown>; body: string } {
  const file = matter(readFileSync(resolve(contentRoot(), path), 'utf8'));
  return { data: file.data, body: fillPlaceholders(file.content) };
}

function text(data: Record<string, unknown>, key: string, path: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${path}: front matter "${key}" is missing`);
  return fillPlaceholders(value);
}

const toHtml = (markdown: string) => wrapTables(marked.parse(markdown, { async: false }));

export interface ContentPage {
  title: string;
  description: string;
  updated: string;
  html: string;
}

export function readPage(slug: string): ContentPage {
  const path = `pages/${slug}.md`;
  const { data, body } = read(path);
  return {
    title: text(data, 'title', path),
    description: text(data, 'description', path),
    updated: text(data, 'updated', path),
    html: toHtml(body),
  };
}

/** A page split at its `## ` headings, for pages that lay sections out differently. */
export function readPageSections(slug: string): ContentPage & { sections: { heading: string; markdown: string }[] } {
  const page = readPage(slug);
  const { body } = read(`pages/${slug}.md`);
  const sections = body
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [heading = '', ...rest] = chunk.split('\n');
      return { heading: heading.trim(), markdown: rest.join('\n').trim() };
    });
  return { ...page, sections };
}

export function markdownToHtml(markdown: string): string {
  return toHtml(markdown);
}

export interface FaqItem {
  question: string;
  answerHtml: string;
  /** Plain text of the answer, for FAQPage structured data. */
  answerText: string;
}

export function readFaq(name: 'warranty' | 'repair'): { title: string; items: FaqItem[] } {
  const path = `faq/${name}.md`;
  const { data, body } = read(path);
  const items = body
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [question = '', ...rest] = chunk.split('\n');
      const answer = rest.join('\n').trim();
      return {
        question: question.trim(),
        answerHtml: toHtml(answer),
        answerText: answer.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/[*_`#>]/g, '').replace(/\s+/g, ' ').trim(),
      };
    });
  return { title: text(data, 'title', path), items };
}

export interface PostSummary {
  slug: string;
  title: string;
  summary: string;
  date: string;
  image: string;
  imageAlt: string;
  readingMinutes: number;
}

function postSummary(slug: string, data: Record<string, unknown>): PostSummary {
  const path = `blog/${slug}.md`;
  return {
    slug,
    title: text(data, 'title', path),
    summary: text(data, 'summary', path),
    date: text(data, 'date', path),
    image: `/blog/images/${text(data, 'image', path)}`,
    imageAlt: text(data, 'imageAlt', path),
    readingMinutes: Number(data.readingMinutes ?? 5),
  };
}

export function listPostSlugs(): string[] {
  return readdirSync(join(contentRoot(), 'blog'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''))
    .sort();
}

/** Every post, newest first. */
export function listPosts(): PostSummary[] {
  return listPostSlugs()
    .map((slug) => postSummary(slug, read(`blog/${slug}.md`).data))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function readPost(slug: string): (PostSummary & { html: string }) | null {
  if (!/^[a-z0-9-]+$/.test(slug) || !listPostSlugs().includes(slug)) return null;
  const { data, body } = read(`blog/${slug}.md`);
  return { ...postSummary(slug, data), html: toHtml(body) };
}
