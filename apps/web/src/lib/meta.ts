import { siteConfig } from '@kestrel/domain/site/site-config';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path: gives the canonical URL and og:url. */
  path?: string;
  /** An image for link previews (a site path). */
  image?: string;
  type?: 'website' | 'article';
}

export const absoluteUrl = (path: string) => `${siteConfig.canonicalOrigin}${path}`;

/** Title, description, canonical URL and Open Graph tags for a page. */
export function pageMeta({ title, description, path, image, type = 'website' }: PageMetaInput) {
  const fullTitle =
    path === '/' ? `${siteConfig.brand}: used car and van warranties` : `${title} | ${siteConfig.brand}`;
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteConfig.brand },
    { property: 'og:locale', content: 'en_GB' },
  ];
  if (path) {
    tags.push({ tagName: 'link', rel: 'canonical', href: absoluteUrl(path) });
    tags.push({ property: 'og:url', content: absoluteUrl(path) });
  }
  if (image) tags.push({ property: 'og:image', content: absoluteUrl(image) });
  return tags;
}
