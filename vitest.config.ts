import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/emulators', 'apps/api', 'apps/web', 'tooling'],
  },
});
