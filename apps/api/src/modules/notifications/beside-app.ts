import type { FastifyInstance } from 'fastify';

/** What runs beside the API on its database pool (the e-mail and webhook senders). */
interface BackgroundSender {
  start(): void;
  stop(): Promise<void>;
  close(): void;
}

/**
 * Runs `sender` beside the app: started once the app is ready (when `enabled`), stopped and
 * closed before the app closes, so before its database does.
 */
export function runBesideApp(app: FastifyInstance, sender: BackgroundSender, enabled: boolean) {
  app.addHook('onReady', async () => {
    if (enabled) sender.start();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
    sender.close();
  });
}
