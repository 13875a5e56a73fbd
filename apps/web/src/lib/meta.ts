import { siteConfig } from '@kestrel/domain/site/site-config';

/** Title, description, canonical URL and Open Graph tags for a page. */
export function pageMeta({ title, description, path }: { title: string; description: string; path?: string }) {
  const fullTitle =
    path === '/' ? `${siteConfig.brand}: used car and van warranties` : `${title} | ${siteConfig.brand}`;
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.brand },
  ];
  if (path) tags.push({ tagName: 'link', rel: 'canonical', href: path });
  return tags;
}
