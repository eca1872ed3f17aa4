import {
  type TReceivablesQuery,
  type TReceivablesResponse,
  type TReceivablesRow,
  todayInHcm,
} from '@acf/shared';
import type { Db, DbOrTx } from '../../db/client';
import { t } from '../../i18n/messages';
import { sheet, vndColumn, type Workbook } from '../reports/reports.xlsx';
import * as repo from './payments.repository';

/** Per customer, the open amount in buckets of days past due on `asOf`, with the totals. */
export async function receivables(db: DbOrTx, q: TReceivablesQuery): Promise<TReceivablesResponse> {
  const asOf = q.asOf ?? todayInHcm();
  const rows: TReceivablesRow[] = (await repo.receivables(db, asOf, q.customerId)).map((r) => ({
    customer: { id: r.customer_id, code: r.customer_code, name: r.customer_name },
    notDueVnd: Number(r.not_due),
    days1to30Vnd: Number(r.d1_30),
    days31to60Vnd: Number(r.d31_60),
    days61to90Vnd: Number(r.d61_90),
    over90Vnd: Number(r.over_90),
    openVnd: Number(r.open),
    creditVnd: Number(r.credit),
  }));
  const sum = (k: keyof Omit<TReceivablesRow, 'customer'>) => rows.reduce((n, r) => n + r[k], 0);
  return {
    asOf,
    rows,
    totals: {
      notDueVnd: sum('notDueVnd'),
      days1to30Vnd: sum('days1to30Vnd'),
      days31to60Vnd: sum('days31to60Vnd'),
      days61to90Vnd: sum('days61to90Vnd'),
      over90Vnd: sum('over90Vnd'),
      openVnd: sum('openVnd'),
      creditVnd: sum('creditVnd'),
    },
  };
}

const AMOUNTS: [string, keyof Omit<TReceivablesRow, 'customer'>][] = [
  ['receivables.col.notDue', 'notDueVnd'],
  ['receivables.col.d1_30', 'days1to30Vnd'],
  ['receivables.col.d31_60', 'days31to60Vnd'],
  ['receivables.col.d61_90', 'days61to90Vnd'],
  ['receivables.col.over90', 'over90Vnd'],
  ['receivables.col.open', 'openVnd'],
  ['receivables.col.credit', 'creditVnd'],
];

/** The receivables as Excel: the page's rows and totals, amounts in đồng. */
export const receivablesWorkbook: Workbook<TReceivablesQuery, TReceivablesResponse> = {
  load: (db: Db, q) => receivables(db, q),
  filename: (c) => `receivables-${c.asOf}.xlsx`,
  rowCount: (c) => c.rows.length,
  sheets: [
    sheet<TReceivablesResponse, TReceivablesRow>({
      name: 'receivables.title',
      heading: (L, c) => [`${t(L, 'receivables.asOf')}: ${c.asOf.split('-').reverse().join('-')}`],
      columns: () => [
        { key: 'code', title: 'receivables.col.customerCode', width: 12, value: (r) => r.customer.code },
        { key: 'customer', title: 'receivables.col.customer', width: 32, value: (r) => r.customer.name },
        ...AMOUNTS.map(([title, k]) => vndColumn<TReceivablesRow>(k, title, (r) => r[k])),
      ],
      rows: (c) => c.rows,
      totals: (L, c) => [{ label: t(L, 'receivables.total'), values: { ...c.totals }, currency: 'VND' }],
    }),
  ],
};
