#!/usr/bin/env node
// The web server: Next.js behind a plain Node HTTP server, so that the one header the API uses
// to tell clients apart is ours. A client's own X-Forwarded-For is replaced by the address of
// the peer that connected, before Next forwards /api/* to the API (which believes that header
// only from this hop, TRUST_PROXY). `--dev` serves with reload.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const { default: next } = await import('next');

const app = next({ dev, dir: path.dirname(fileURLToPath(import.meta.url)), port });
const handle = app.getRequestHandler();
await app.prepare();

/** Only the connecting peer: whatever the client wrote in X-Forwarded-For is dropped. */
function forwardedFor(req) {
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
}

const server = http.createServer((req, res) => {
  forwardedFor(req);
  handle(req, res);
});
// An idle kept-alive connection is closed by the client, never by us first: Node's 5 s default
// let a client (a load balancer's pool, a test's request context) send on a socket in the very
// moment this server closed it, and read ECONNRESET (seen once in the browser suite). 65 s is
// above the usual balancers' 60 s idle time; the headers' time must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, () => console.log(`[web] listening on :${port}`));

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
