/**
 * A local SMTP server in its own process (the benches' and fault scripts' mail server): accepts
 * every message, or refuses every recipient with 451 while REFUSE_UNTIL (epoch ms) is ahead.
 * Prints `port <n>` once listening; on SIGTERM prints the Message-IDs it accepted, one a line,
 * to the file named by IDS_FILE (when set), then exits.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const refuseUntil = Number(process.env.REFUSE_UNTIL ?? 0);
const ids: string[] = [];
let refused = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 10 * 1024 * 1024,
  onRcptTo(_a, _s, cb) {
    if (Date.now() < refuseUntil) {
      refused++;
      return cb(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    }
    cb();
  },
  onData(stream, _s, cb) {
    // Only the headers matter here: the Message-ID, read from the start of the message.
    let head = '';
    stream.on('data', (c: Buffer) => {
      if (head.length < 8192) head += c.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
      ids.push(id);
      cb();
    });
  },
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`port ${(server.server.address() as AddressInfo).port}`);
});
const report = setInterval(() => process.stderr.write(''), 60_000);
process.on('SIGTERM', () => {
  clearInterval(report);
  if (process.env.IDS_FILE) fs.writeFileSync(process.env.IDS_FILE, `${ids.join('\n')}\n`);
  console.log(`accepted ${ids.length} refused ${refused}`);
  server.close(() => process.exit(0));
});
