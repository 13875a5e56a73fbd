import type { Config } from '@react-router/dev/config';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { appFramePaths, publicPaths, unlistedPublicPaths } from '@kestrel/domain/site/routes';

/** Every blog post in content/blog becomes /blog/<slug>. */
function blogPaths(): string[] {
  const dir = process.env.CONTENT_DIR
    ? join(process.env.CONTENT_DIR, 'blog')
    : new URL('../../content/blog', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/blog/${file.replace(/\.md$/, '')}`);
}

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Public content is prerendered to HTML; sign-in, purchase, dashboard and back office are
  // client-rendered, each from its own prerendered frame (what it shows before its data:
  // docs/decisions/0008) or, for the few routes without one, the SPA shell. /404 is the Not Found
  // page the server answers with.
  ssr: false,
  prerender: () => [...publicPaths, ...blogPaths(), ...unlistedPublicPaths, ...appFramePaths, '/404'],
} satisfies Config;
