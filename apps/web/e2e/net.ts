import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

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
