import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on right now (the product, its API and test servers each take one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `url` until it answers 2xx; fails at once if the started product exits. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Stops a product started in its own process group (`detached`): SIGTERM to the group, up to 10 s
 * for it to exit, then its data dir removed. Safe to call twice.
 */
export function stopProcessGroup(child: ChildProcess, dataDir: string) {
  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(r, 10_000);
        child.on('exit', () => {
          clearTimeout(t);
          r(null);
        });
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Spawns the product as `npm start` runs it (scripts/start.mjs: the web app and the API) in its own
 * process group, on the embedded database, `dataDir` and free ports, with `env` on top. It is not
 * waited for; `stop` ends it and removes the data dir.
 */
export async function spawnProduct(dataDir: string, env: Record<string, string>, stdio: StdioOptions) {
  const port = await freePort();
  const apiPort = await freePort();
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      ...env,
    },
    stdio,
    detached: true,
  });
  return { child, baseURL, apiURL: `http://127.0.0.1:${apiPort}`, stop: stopProcessGroup(child, dataDir) };
}
