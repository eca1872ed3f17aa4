import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port: every accepted message is parsed (mailparser) and
 * kept. `refuse` makes it answer 451 to every recipient until turned off.
 */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const state = { refuse: false, accepted: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (state.refuse) {
        state.refused++;
        const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return cb(err);
      }
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          state.accepted++;
          cb();
        },
        (err) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The first address of a parsed message's To. */
export function toOf(m: ParsedMail): string {
  const to = Array.isArray(m.to) ? m.to[0] : m.to;
  return to?.value[0]?.address ?? '';
}
