import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers with the next planned
 * reply (`status`, or `hang` to never answer, or `stream` to send 200 and data without end),
 * then with `fallback`.
 */
export async function startReceiver(port = 0) {
  const received: Received[] = [];
  const plan: (
    | number
    | 'hang'
    | 'stream'
    | { status: number; headers?: Record<string, string>; body?: string }
  )[] = [];
  const state = { fallback: 200 as number };
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        url: req.url ?? '',
      });
      const next = plan.shift() ?? state.fallback;
      if (next === 'hang') {
        open.add(res);
        return;
      }
      if (next === 'stream') {
        open.add(res);
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'x'.repeat(16 * 1024);
        const write = () => {
          if (res.destroyed) return;
          if (res.write(chunk)) setImmediate(write);
          else res.once('drain', write);
        };
        write();
        return;
      }
      const reply = typeof next === 'number' ? { status: next, body: `answer ${next}` } : next;
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const bound = (server.address() as AddressInfo).port;
  return {
    received,
    plan,
    state,
    port: bound,
    url: `http://127.0.0.1:${bound}/hook`,
    close: async () => {
      for (const r of open) r.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
