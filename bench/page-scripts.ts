import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page loads first: every <script src> in its HTML, fetched and gzipped
 * (level 9). noModule scripts (legacy polyfills), which module-capable browsers skip, are not
 * counted. Used by bench:public-pages and bench:lighthouse.
 */
export async function scriptBytes(base: string, pagePath: string) {
  const html = await (await fetch(base + encodeURI(pagePath))).text();
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => !/\bnoModule\b/i.test(a));
  const srcs = [
    ...new Set(
      tags.flatMap((a) => /\bsrc="([^"]+)"/.exec(a)?.[1] ?? []).map((s) => s.replace(/&amp;/g, '&')),
    ),
  ];
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, raw, gz };
}
