import type { Config } from '@react-router/dev/config';
import { publicPaths } from '@kestrel/domain/site/routes';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Public content is prerendered to HTML; sign-in, purchase, dashboard and back office are
  // client-rendered from the SPA shell. /404 is the Not Found page the server answers with.
  ssr: false,
  prerender: [...publicPaths, '/404'],
} satisfies Config;
