import type { FastifyInstance } from 'fastify';
import { seedAccess } from './access';
import { seedDemoAccounts } from './accounts.demo';
import { seedDemoBookings } from './bookings-demo';
import { seedContent } from './content';
import { seedDemoPickups } from './pickups-demo';
import { seedRates } from './rates';
import { seedDemoReportHistory } from './reports-demo';
import { seedSurcharges } from './surcharges';

/** Seeds reference data and sample content; every step is idempotent (safe on each start). */
export async function runSeeds(app: FastifyInstance): Promise<void> {
  await seedAccess(app);
  await seedSurcharges(app);
  await seedRates(app);
  await seedContent(app);
  if (app.config.DEMO_DATA) {
    // Demo staff and their customers, then the demo bookings (with their own customers).
    await seedDemoAccounts(app);
    await seedDemoBookings(app);
    // Months of history, so that the reports and their charts are full on the first start.
    await seedDemoReportHistory(app);
    // Today's pickups to distribute and a past week of pickups with every outcome.
    await seedDemoPickups(app);
  }
}
