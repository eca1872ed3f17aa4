import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-unit',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Several servers at once (a replica, two API instances): their own project, run by CI
          // on PostgreSQL after this suite (.ci/run).
          exclude: ['**/node_modules/**', 'apps/api/test/cluster/**'],
          environment: 'node',
          testTimeout: 60_000,
          // A file's app starts on a fresh database (migrations and seeds): on a machine shared
          // with other work that took more than a minute, so the start has three.
          hookTimeout: 180_000,
          // PGlite instances are heavy; a few files at once keeps memory in check.
          maxWorkers: 2,
          // The files of a worker share its modules: the app is imported once per worker, not
          // once per file, and its apps start from one migrated database (helpers/build.ts).
          // Every file builds its own app on its own database, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['apps/api/test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          // The concurrent tests of a file (pages.e2e.ts: every page's checks) run three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
