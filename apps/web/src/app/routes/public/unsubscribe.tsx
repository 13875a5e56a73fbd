import type { Route } from './+types/unsubscribe';
import { UnsubscribePage } from '~/features/privacy/components/unsubscribe-page';
import { pageMeta } from '~/lib/meta';

// No canonical path: the address holds the link's secret. Never indexed.
export const meta = () => [
  ...pageMeta({ title: 'Unsubscribe', description: 'Stop offers and news by e-mail.' }),
  { name: 'robots', content: 'noindex' },
];

/** PECR reg. 22(3): the unsubscribe link of every offer e-mail, working without signing in. */
export default function UnsubscribeRoute({ params }: Route.ComponentProps) {
  return <UnsubscribePage token={params.token} />;
}
