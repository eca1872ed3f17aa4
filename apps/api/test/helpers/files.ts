import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { expect } from 'vitest';
import type { TestUser } from './auth';
import type { TestApp } from './build';

/** A multipart/form-data body: text fields, then the file if any (of `type`, bytes by default). */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const boundary = '----acf-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo as a phone sends one: a small JPEG of one colour, uploaded as `who`; its file's id. */
export async function uploadPhoto(app: TestApp, who: TestUser, url: string, color: string) {
  const jpeg = await sharp({ create: { width: 12, height: 9, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const form = multipart({}, { name: 'p.jpg', bytes: jpeg, type: 'image/jpeg' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The text of a PDF answer, its pages run together, once it is a 200 of type application/pdf. */
export async function pdfTextOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text;
}
