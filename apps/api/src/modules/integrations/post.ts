import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type Address, hostOf } from './ssrf';

export interface PostResult {
  /** Null when no answer came (refused, reset, timeout). */
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer. */
  response: string;
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  /** At most this much of an answer is read; the rest is not waited for. */
  maxBytes: number;
  agents: { http: http.Agent; https: https.Agent };
}

/** Agents that keep connections open between deliveries (one per sender). */
export function deliveryAgents(maxSockets = 16) {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets }),
    https: new https.Agent({ keepAlive: true, maxSockets }),
  };
}

/**
 * POSTs a delivery to the address checked by checkWebhookUrl (the socket goes there, whatever
 * the name resolves to by now: no second lookup to rebind), with the host's name for the Host
 * header and TLS. Redirects are not followed (a 3xx is a failed attempt), at most `maxBytes` of
 * the answer are read, and the whole exchange has `timeoutMs`.
 */
export function postJson(
  url: URL,
  address: Address,
  body: string,
  headers: Record<string, string>,
  opts: PostOptions,
): Promise<PostResult> {
  const began = performance.now();
  const secure = url.protocol === 'https:';
  // Every lookup of this request answers the checked address (with `all`, as a list).
  const lookup = ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options.all) cb(null, [{ address: address.address, family: address.family }]);
    else cb(null, address.address, address.family);
  }) as unknown as LookupFunction;
  return new Promise((resolve) => {
    let settled = false;
    const chunks: Buffer[] = [];
    let size = 0;
    let statusCode: number | null = null;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        statusCode,
        durationMs: Math.round(performance.now() - began),
        response: Buffer.concat(chunks).subarray(0, 1024).toString('utf8'),
        error,
      });
    };
    const req = (secure ? https : http).request({
      method: 'POST',
      host: hostOf(url),
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup,
      agent: secure ? opts.agents.https : opts.agents.http,
      ...(secure ? { servername: hostOf(url) } : {}),
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`timeout after ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('response', (res) => {
      statusCode = res.statusCode ?? null;
      res.on('data', (chunk: Buffer) => {
        if (size >= opts.maxBytes) return;
        const part = chunk.subarray(0, opts.maxBytes - size);
        chunks.push(part);
        size += part.length;
        // Enough read: the rest of the answer is not waited for (the connection is dropped).
        if (size >= opts.maxBytes) {
          res.destroy();
          finish(null);
        }
      });
      res.on('end', () => finish(null));
      res.on('error', (err) => finish(statusCode == null ? err.message : null));
      res.on('close', () => finish(null));
    });
    req.on('error', (err) => finish(err.message));
    req.end(body);
  });
}
