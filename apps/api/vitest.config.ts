import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database (PGlite ~1 s and ~400 MB each): keep two at a time.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
