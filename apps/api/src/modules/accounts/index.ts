import type { FastifyPluginAsync } from 'fastify';
import adminUserRoutes from './admin-users.routes';
import customerRoutes from './customers.routes';
import roleRoutes from './roles.routes';
import staffRoutes from './staff.routes';

/** Accounts: staff, customers, roles and the administrator's account list. */
const accountsModule: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
  await app.register(customerRoutes);
  await app.register(roleRoutes);
  await app.register(adminUserRoutes);
};

export default accountsModule;
