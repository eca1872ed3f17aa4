import type { TestProject } from 'vitest/node';
import { findBrowser } from '../../../scripts/browser.mjs';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    adminPassword: string;
    dataDir: string;
    chromiumPath: string;
  }
}

/** Starts the product the way a user does (`npm start`), on a throwaway data dir and free ports. */
export default async function setup(project: TestProject) {
  // `npm run test:e2e` has found or installed the browser before; a direct run gets the same
  // message, before the product starts.
  const chromiumPath: string | undefined = findBrowser();
  if (!chromiumPath) throw new Error('No browser for the browser tests: run `node scripts/browser.mjs`.');
  project.provide('chromiumPath', chromiumPath);
  const adminPassword = 'E2e-Admin-Pass1';
  const product = await startProduct(
    {
      ADMIN_PASSWORD: adminPassword,
      // Short-lived access tokens let the browser tests watch a refresh happen.
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? '900',
    },
    // The first start of a run may build the web app.
    { startTimeoutMs: 540_000 },
  );
  project.provide('baseURL', product.baseURL);
  project.provide('apiURL', product.apiURL);
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', product.dataDir);
  return product.stop;
}
