import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Where messages go: an SMTP server, or .eml files under the data directory. */
export interface MailTransport {
  name: 'smtp' | 'file';
  send(id: string, mail: Mail.Options): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: a small pool of connections, reused across messages. */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  if (!u.searchParams.has('pool')) u.searchParams.set('pool', 'true');
  if (!u.searchParams.has('maxConnections')) u.searchParams.set('maxConnections', '4');
  const t = nodemailer.createTransport(u.toString());
  return {
    name: 'smtp',
    async send(_id, mail) {
      await t.sendMail(mail);
    },
    close: () => t.close(),
  };
}

/**
 * No SMTP_URL: each message is composed exactly as it would be sent and written to
 * `<dir>/<id>.eml` (through a temporary file, so a crash leaves no half message; a second
 * write of the same message replaces the first).
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made = false;
  return {
    name: 'file',
    async send(id, mail) {
      if (!made) {
        await fs.mkdir(dir, { recursive: true });
        made = true;
      }
      const info = await composer.sendMail(mail);
      const file = path.join(dir, `${id}.eml`);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, file);
    },
    close: () => composer.close(),
  };
}
