import { randomBytes } from 'node:crypto';
import type { RoleCode } from '@acf/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { customers, roles, users } from '../db/schema';
import { nextCustomerCode } from '../modules/accounts/customers.repository';
import { hashPassword } from '../modules/auth/auth.service';

const DEMO_STAFF: { username: string; fullName: string; role: RoleCode; office: 'SOUTH' | 'NORTH' }[] = [
  { username: 'demo_manager', fullName: 'Nguyễn Thị Quản Lý', role: 'MANAGER', office: 'SOUTH' },
  { username: 'demo_sales1', fullName: 'Trần Văn Kinh', role: 'SALES', office: 'SOUTH' },
  { username: 'demo_sales2', fullName: 'Lê Thị Doanh', role: 'SALES', office: 'NORTH' },
  { username: 'demo_dispatcher', fullName: 'Phạm Văn Điều', role: 'DISPATCHER', office: 'SOUTH' },
  { username: 'demo_pickup', fullName: 'Hoàng Văn Lấy', role: 'PICKUP_STAFF', office: 'SOUTH' },
  { username: 'demo_pickup2', fullName: 'Trần Văn Giao', role: 'PICKUP_STAFF', office: 'SOUTH' },
  { username: 'demo_warehouse', fullName: 'Võ Thị Kho', role: 'WAREHOUSE_OPERATOR', office: 'SOUTH' },
  { username: 'demo_editor', fullName: 'Đặng Thị Biên', role: 'CONTENT_EDITOR', office: 'NORTH' },
  {
    username: 'demo_yamato_south',
    fullName: 'Yamato South Agent',
    role: 'PARTNER_YAMATO_SOUTH',
    office: 'SOUTH',
  },
];

const DEMO_CUSTOMERS: {
  company: string;
  contact: string;
  sales: string;
  inNetwork: boolean;
  discount: number;
}[] = [
  {
    company: 'Công ty TNHH Hoa Sen',
    contact: 'Phạm Minh Châu',
    sales: 'demo_sales1',
    inNetwork: true,
    discount: 5,
  },
  {
    company: 'Shop Mỹ Phẩm An Nhiên',
    contact: 'Ngô Thị An',
    sales: 'demo_sales1',
    inNetwork: false,
    discount: 0,
  },
  { company: 'Cơ khí Thành Đạt', contact: 'Bùi Văn Đạt', sales: 'demo_sales1', inNetwork: true, discount: 3 },
  {
    company: 'Nông sản Đà Lạt Xanh',
    contact: 'Trịnh Thị Lan',
    sales: 'demo_sales2',
    inNetwork: true,
    discount: 7.5,
  },
  {
    company: 'Thời trang Sài Gòn Style',
    contact: 'Lý Văn Bảo',
    sales: 'demo_sales2',
    inNetwork: false,
    discount: 10,
  },
];

/** Writes a demo user and answers its id. */
export async function addDemoUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<string> {
  const [u] = await db.insert(users).values(values).returning({ id: users.id });
  return u!.id;
}

/**
 * DEMO_DATA=1: staff of every role and customers assigned to two sales users. They share one
 * password: ADMIN_PASSWORD when set, otherwise a random one printed once (never a fixed default).
 */
export async function seedDemoAccounts(app: FastifyInstance): Promise<void> {
  const db: DbOrTx = app.db;
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_STAFF.map((s) => s.username),
      ),
    );
  if (existing.length > 0) return;
  const password = app.config.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const roleRows = await db.select({ id: roles.id, code: roles.code }).from(roles);
  const roleId = Object.fromEntries(roleRows.map((r) => [r.code, r.id]));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  await db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const s of DEMO_STAFF)
      ids[s.username] = await addDemoUser(tx, {
        username: s.username,
        fullName: s.fullName,
        email: `${s.username}@acf-demo.vn`,
        passwordHash,
        kind: s.role.startsWith('PARTNER_') ? 'partner' : 'staff',
        roleId: roleId[s.role],
        office: s.office,
        educationLevel: 'UNIVERSITY',
        createdBy: admin?.id,
        updatedBy: admin?.id,
      });
    for (const c of DEMO_CUSTOMERS) {
      await tx.insert(customers).values({
        code: await nextCustomerCode(tx),
        companyName: c.company,
        contactName: c.contact,
        salesUserId: ids[c.sales],
        inNetwork: c.inNetwork,
        discountPercent: c.discount,
        createdBy: admin?.id,
        updatedBy: admin?.id,
      });
    }
  });
  if (!app.config.ADMIN_PASSWORD)
    console.log(`\n  Demo accounts (demo_manager, demo_sales1, …) created with the password "${password}"\n`);
}
