import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launch } from './browser';
import { spawnProduct, waitFor } from './net';
import { signedIn } from './session';

/**
 * Starts the product the way a user does (`npm start`: the web app built if its sources changed,
 * the API compiled, migrations and seeds) on a throwaway data dir and free ports, with `env` on
 * top (e.g. 2-second access tokens, demo data). The suite's shared product (global setup) and a
 * test's own instance are both started here. `stop` ends it and removes its data.
 */
export async function startProduct(env: Record<string, string>, { startTimeoutMs = 180_000 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-e2e-'));
  const log = fs.openSync(path.join(dataDir, 'product.log'), 'a');
  const { child, baseURL, apiURL, stop } = await spawnProduct(dataDir, env, ['ignore', log, log]);
  try {
    await waitFor(`${baseURL}/api/v1/health`, child, startTimeoutMs);
    await waitFor(`${baseURL}/login`, child, 120_000);
  } catch (err) {
    console.error(fs.readFileSync(path.join(dataDir, 'product.log'), 'utf8').slice(-4000));
    await stop();
    throw err;
  }
  return { baseURL, apiURL, dataDir, stop };
}

export type Product = Awaited<ReturnType<typeof startProduct>>;

/**
 * A file's own product started with DEMO_DATA=1 (today's bookings to pick up, months of history)
 * before its tests, with a browser, both gone after them. Its fields are set once the file's
 * first hook has run; `signedIn` opens a context signed in as a demo user (password `password`).
 */
export function demoProduct(password: string) {
  const demo = {
    browser: undefined as unknown as Browser,
    product: undefined as unknown as Product,
    signedIn: (username: string, viewport = DESKTOP, lang: 'vi' | 'en' = 'vi') =>
      signedIn(demo.browser, { baseURL: demo.product.baseURL, username, password, viewport, lang }),
  };
  let closeBrowser: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser: demo.browser, close: closeBrowser } = await launch());
    demo.product = await startProduct({ DEMO_DATA: '1', ADMIN_PASSWORD: password });
  }, 300_000);
  afterAll(async () => {
    await closeBrowser?.();
    await demo.product?.stop();
  });
  return demo;
}
