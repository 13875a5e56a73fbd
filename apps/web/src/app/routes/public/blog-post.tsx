import { data, Link } from 'react-router';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { Route } from './+types/blog-post';
import { JsonLd } from '~/components/content/json-ld';
import { Prose } from '~/components/content/prose';
import { QuoteBanner } from '~/components/content/quote-banner';
import { readPost } from '~/content/content.server';
import { formatLongDate } from '~/lib/dates';
import { absoluteUrl, pageMeta } from '~/lib/meta';

export function loader({ params }: Route.LoaderArgs) {
  const post = readPost(params.slug);
  if (!post) throw data('No such post', { status: 404 });
  return post;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.title,
    description: loaderData.summary,
    path: `/blog/${loaderData.slug}`,
    image: loaderData.image,
    type: 'article',
  });

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  return (
    <article>
      <header className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
          <p className="text-sm">
            <Link to="/blog" className="text-amber">
              Blog
            </Link>
          </p>
          <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-white/85">
            <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readingMinutes} min read
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <img
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="w-full rounded-xl border border-line"
        />
        <p className="mt-8 text-xl text-muted">{post.summary}</p>
        <Prose html={post.html} className="mt-6" />
      </div>
      <QuoteBanner />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.summary,
          datePublished: post.date,
          image: absoluteUrl(post.image),
          mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
          author: { '@type': 'Organization', name: siteConfig.brand },
          publisher: { '@type': 'Organization', name: siteConfig.legalName },
        }}
      />
    </article>
  );
}
