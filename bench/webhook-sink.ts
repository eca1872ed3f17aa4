/**
 * A local webhook receiver in its own process (bench:webhooks): answers 200 to every POST and
 * checks every signature with the secret in SECRET. Prints `port <n>` once listening; on SIGTERM
 * prints `received <n> bad <n>` and exits.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const secret = process.env.SECRET ?? '';
let received = 0;
let bad = 0;
const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received++;
    const body = Buffer.concat(chunks).toString('utf8');
    const header = String(req.headers['acf-signature'] ?? '');
    const t = /t=(\d+)/.exec(header)?.[1];
    const want = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (!header.includes(`v1=${want}`)) bad++;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  process.stdout.write(`received ${received} bad ${bad}\n`);
  process.exit(0);
});
