import { Link } from 'react-router';
import type { Route } from './+types/blog-index';
import { PageHeader } from '~/components/content/page-header';
import { listPosts } from '~/content/content.server';
import { formatLongDate } from '~/lib/dates';
import { pageMeta } from '~/lib/meta';

export function loader() {
  return { posts: listPosts() };
}

export const meta = () =>
  pageMeta({
    title: 'Blog',
    description: 'Practical advice for UK used car and van owners: buying, servicing, repairs, MOTs and warranties.',
    path: '/blog',
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Advice for used car and van owners"
        lead="Buying, running and repairing a used vehicle in the UK, in plain English."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post, index) => (
            <li
              key={post.slug}
              className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm"
            >
              <img
                src={post.image}
                alt={post.imageAlt}
                width={1200}
                height={630}
                // The first card's picture is on screen at once (the page's LCP on a phone): fetched
                // first, ahead of the scripts; the rest wait until they are scrolled near.
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                className="aspect-[40/21] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-sm text-muted">
                  <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readingMinutes} min read
                </p>
                <h2 className="text-lg font-bold leading-snug text-navy">
                  <Link to={`/blog/${post.slug}`} className="no-underline hover:underline">
                    {post.title}
                  </Link>
                </h2>
                <p className="text-muted">{post.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
