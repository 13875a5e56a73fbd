import { NotFound } from '~/components/errors/not-found';
import { pageMeta } from '~/lib/meta';

export const meta = () => [
  ...pageMeta({ title: 'Page not found', description: 'This page does not exist or has moved.' }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
