import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The SMTP sink in a child process; resolves with its port. */
export function startSink(env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./smtp-sink.ts', import.meta.url))],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout!.once('data', (d: Buffer) => {
      const port = /port (\d+)/.exec(d.toString())?.[1];
      if (port) resolve({ port: Number(port), child });
      else reject(new Error(`smtp sink: ${d}`));
    });
    child.once('error', reject);
  });
}
