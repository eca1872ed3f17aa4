import {
  CARRIER_LABELS,
  codeLabel,
  formatDate,
  type Locale,
  SERVICE_LABELS,
  STATUS_LABELS,
  type TByCustomerRow,
  type TByServiceRow,
  type TByStaffRow,
  type TDiscountRow,
  type TOutOfNetworkRow,
  type TOutstandingRow,
  type TPodRow,
  type TStatementRow,
  ZByCustomerResponse,
  ZByServiceQuery,
  ZByServiceResponse,
  ZByStaffResponse,
  ZOutstandingResponse,
  ZPodResponse,
  ZReportQuery,
  ZRevenueCustomersResponse,
  ZStatementResponse,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n/messages';
import { actorOf, requireCustomerOr, requirePermission } from '../../plugins/auth-markers';
import './reports.messages';
import { statementPdf } from './reports.pdf';
import * as repo from './reports.repository';
import * as svc from './reports.service';
import { type Column, periodLine, sendXlsx, sheetWriter } from './reports.xlsx';

const tags = ['reports'];
/**
 * Rows a cursor fetch hands over at once. Small enough that a batch is written before the young
 * generation is collected twice (about 30 KB is allocated per Excel row): its rows die young.
 */
const BATCH = 250;
const COMPANY = 'ACF EXPRESS';

const statusLabel = (locale: Locale, s: string) =>
  STATUS_LABELS[s as keyof typeof STATUS_LABELS]?.[locale] ?? s;
/** Services and carriers in words in the sheets, as on the pages. */
const serviceLabel = (locale: Locale, s: string) => codeLabel(SERVICE_LABELS, s, locale);
const carrierLabel = (locale: Locale, s: string) => codeLabel(CARRIER_LABELS, s, locale);

/** Money columns for each currency of an aggregate report (revenue per currency, never summed). */
function moneyColumns<R extends { revenue: Record<string, number> }>(
  currencies: string[],
  locale: Locale,
  pick: (r: R) => Record<string, number> = (r) => r.revenue,
  titleKey = 'report.col.revenue',
): Column<R>[] {
  return currencies.map((cur) => ({
    key: `revenue_${cur}`,
    title: `${t(locale, titleKey)} (${cur})`,
    raw: true,
    width: 16,
    kind: 'money' as const,
    currency: () => cur,
    value: (r: R) => pick(r)[cur] ?? 0,
  }));
}

const money = (totals: Record<string, number>, prefix = 'revenue_') =>
  Object.fromEntries(Object.entries(totals).map(([cur, v]) => [`${prefix}${cur}`, v]));

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reports only read: from the replica when there is one and it is usable (issue 22).
  const db = app.reportDb;

  // ------------------------------------------------------------ statement (/list)
  const canStatement = requireCustomerOr('get_cargo_list');
  app.get(
    '/reports/statement',
    {
      onRequest: canStatement,
      schema: { tags, querystring: ZReportQuery, response: { 200: ZStatementResponse } },
    },
    async (req) => svc.statement(db, req.query, actorOf(req)),
  );

  app.get(
    '/reports/statement.xlsx',
    { onRequest: canStatement, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const ctx = await svc.statementContext(db, req.query, actorOf(req));
      const { customer, period, where } = ctx;
      const [totals, codes] = await Promise.all([
        svc.statementTotals(db, ctx),
        repo.statementSurchargeCodes(db, where),
      ]);
      const columns: Column<TStatementRow & { n: number }>[] = [
        { key: 'n', title: 'report.col.no', width: 6, kind: 'number', value: (r) => r.n },
        { key: 'date', title: 'report.col.date', width: 12, kind: 'date', value: (r) => r.date },
        { key: 'code', title: 'report.col.code', width: 16, value: (r) => r.code },
        {
          key: 'trackingNumber',
          title: 'report.col.trackingNumber',
          width: 14,
          value: (r) => r.trackingNumber,
        },
        { key: 'receiverName', title: 'report.col.receiver', width: 24, value: (r) => r.receiverName },
        { key: 'destination', title: 'report.col.destination', width: 22, value: (r) => r.destination },
        { key: 'service', title: 'report.col.service', width: 22, value: (r) => serviceLabel(L, r.service) },
        { key: 'carrier', title: 'report.col.carrier', width: 10, value: (r) => carrierLabel(L, r.carrier) },
        { key: 'pieces', title: 'report.col.pieces', width: 8, kind: 'number', value: (r) => r.pieces },
        { key: 'kg', title: 'report.col.kg', width: 10, kind: 'kg', value: (r) => r.chargeableWeight },
        {
          key: 'baseFee',
          title: 'report.col.baseFee',
          width: 14,
          kind: 'money',
          currency: (r) => r.currency,
          value: (r) => r.baseFee,
        },
        ...codes.map(
          (c): Column<TStatementRow & { n: number }> => ({
            key: `s_${c.code}`,
            title: L === 'vi' ? c.name_vi : c.name_en,
            raw: true,
            width: 14,
            kind: 'money',
            currency: (r) => r.currency,
            value: (r) => {
              const lines = r.surcharges.filter((s) => s.code === c.code);
              return lines.length ? lines.reduce((sum, s) => sum + s.total, 0) : null;
            },
          }),
        ),
        {
          key: 'surchargeTotal',
          title: 'report.col.surchargeTotal',
          width: 14,
          kind: 'money',
          currency: (r) => r.currency,
          value: (r) => r.surchargeTotal,
        },
        {
          key: 'discount',
          title: 'report.col.discount',
          width: 14,
          kind: 'money',
          currency: (r) => r.currency,
          value: (r) => r.discount,
        },
        {
          key: 'total',
          title: 'report.col.total',
          width: 16,
          kind: 'money',
          currency: (r) => r.currency,
          value: (r) => r.total,
        },
        { key: 'currency', title: 'report.col.currency', width: 8, value: (r) => r.currency },
        { key: 'status', title: 'report.col.status', width: 22, value: (r) => statusLabel(L, r.status) },
      ];
      return sendXlsx(
        reply,
        `statement-${customer.code}-${period.from}-${period.to}.xlsx`,
        totals.shipments,
        async (wb, out) => {
          const ws = sheetWriter(wb, out, t(L, 'report.statement'), columns, L);
          ws.title([
            COMPANY,
            t(L, 'report.statement').toUpperCase(),
            `${t(L, 'report.customer')}: ${customer.code} – ${customer.name}`,
            [customer.address, customer.tax_code ? `${t(L, 'report.taxCode')}: ${customer.tax_code}` : '']
              .filter(Boolean)
              .join(' · '),
            periodLine(L, period.from, period.to),
          ]);
          ws.header();
          let n = 0;
          await repo.eachBatch(db, repo.statementRowsSql(where), BATCH, (batch) =>
            ws.stream(batch, (r) => Object.assign(svc.toStatementRow(r), { n: ++n })),
          );
          ws.blank();
          for (const c of totals.byCurrency)
            ws.total(
              `${t(L, 'report.subtotal')} ${c.currency} (${c.shipments})`,
              {
                baseFee: c.baseFee,
                surchargeTotal: c.surchargeTotal,
                discount: c.discount,
                total: c.total,
                currency: c.currency,
              },
              c.currency,
            );
          ws.total(`${t(L, 'report.grandTotal')} (${totals.shipments})`, {
            pieces: totals.pieces,
            kg: totals.chargeableWeight,
          });
          ws.commit();
        },
      );
    },
  );

  app.get(
    '/reports/statement.pdf',
    { onRequest: canStatement, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const ctx = await svc.statementContext(db, req.query, actorOf(req));
      const totals = await svc.statementTotals(db, ctx);
      const rows = (await repo.runRows(db, repo.statementRowsSql(ctx.where, 20_000))).map(svc.toStatementRow);
      const pdf = await statementPdf(req.locale, ctx.customer, ctx.period, rows, totals);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="statement-${ctx.customer.code}-${ctx.period.from}-${ctx.period.to}.pdf"`,
        )
        .send(pdf);
    },
  );

  // ------------------------------------------------------------ POD (/pod-report)
  const canOperate = requirePermission('manage_operate');
  app.get(
    '/reports/pod',
    { onRequest: canOperate, schema: { tags, querystring: ZReportQuery, response: { 200: ZPodResponse } } },
    async (req) => svc.pod(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/pod.xlsx',
    { onRequest: canOperate, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const ctx = svc.podContext(req.query, actorOf(req));
      const { period, where } = ctx;
      const totals = await svc.podTotals(db, ctx);
      const columns: Column<TPodRow>[] = [
        { key: 'code', title: 'report.col.code', width: 16, value: (r) => r.code },
        {
          key: 'trackingNumber',
          title: 'report.col.trackingNumber',
          width: 14,
          value: (r) => r.trackingNumber,
        },
        { key: 'customer', title: 'report.col.customer', width: 24, value: (r) => r.customerName },
        { key: 'receiver', title: 'report.col.receiver', width: 22, value: (r) => r.receiverName },
        { key: 'destination', title: 'report.col.destination', width: 22, value: (r) => r.destination },
        {
          key: 'bookedAt',
          title: 'report.col.bookedAt',
          width: 17,
          kind: 'datetime',
          value: (r) => r.bookedAt,
        },
        {
          key: 'deliveredAt',
          title: 'report.col.deliveredAt',
          width: 17,
          kind: 'datetime',
          value: (r) => r.deliveredAt,
        },
        { key: 'podReceiver', title: 'report.col.podReceiver', width: 20, value: (r) => r.podReceiverName },
        {
          key: 'podReceivedAt',
          title: 'report.col.podReceivedAt',
          width: 17,
          kind: 'datetime',
          value: (r) => r.podReceivedAt,
        },
        // The files themselves are read in the product with the reader's rights, never by a link.
        {
          key: 'podPhoto',
          title: 'report.col.podPhoto',
          width: 18,
          value: (r) => r.proofs.map((p) => t(L, `report.pod.${p.kind}`)).join(', '),
        },
        { key: 'deliveredBy', title: 'report.col.deliveredBy', width: 20, value: (r) => r.deliveredBy },
        {
          key: 'leadTime',
          title: 'report.col.leadTime',
          width: 10,
          kind: 'kg',
          value: (r) => r.leadTimeDays,
        },
      ];
      return sendXlsx(reply, `pod-${period.from}-${period.to}.xlsx`, totals.shipments, async (wb, out) => {
        const ws = sheetWriter(wb, out, t(L, 'report.pod'), columns, L);
        ws.title([COMPANY, t(L, 'report.pod').toUpperCase(), periodLine(L, period.from, period.to)]);
        ws.header();
        await repo.eachBatch(db, repo.podRowsSql(where), BATCH, (b) => ws.stream(b, svc.toPodRow));
        ws.blank();
        ws.total(`${t(L, 'report.grandTotal')} (${totals.shipments})`, {
          leadTime: totals.avg_days == null ? null : Math.round(Number(totals.avg_days) * 10) / 10,
        });
        ws.commit();
      });
    },
  );

  // ------------------------------------------------------------ outstanding (/order-remaining)
  app.get(
    '/reports/outstanding',
    {
      onRequest: canOperate,
      schema: { tags, querystring: ZReportQuery, response: { 200: ZOutstandingResponse } },
    },
    async (req) => svc.outstanding(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/outstanding.xlsx',
    { onRequest: canOperate, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const c = svc.outstandingContext(req.query, actorOf(req));
      const byStatus = await repo.outstandingTotals(db, c.where, c.before);
      const total = byStatus.reduce((s, r) => s + r.n, 0);
      const columns: Column<TOutstandingRow>[] = [
        { key: 'code', title: 'report.col.code', width: 16, value: (r) => r.code },
        {
          key: 'trackingNumber',
          title: 'report.col.trackingNumber',
          width: 14,
          value: (r) => r.trackingNumber,
        },
        { key: 'customer', title: 'report.col.customer', width: 24, value: (r) => r.customerName },
        { key: 'status', title: 'report.col.status', width: 22, value: (r) => statusLabel(L, r.status) },
        {
          key: 'bookedAt',
          title: 'report.col.bookedAt',
          width: 17,
          kind: 'datetime',
          value: (r) => r.bookedAt,
        },
        {
          key: 'lastEventAt',
          title: 'report.col.lastEventAt',
          width: 17,
          kind: 'datetime',
          value: (r) => r.lastEventAt,
        },
        { key: 'lastPlace', title: 'report.col.lastPlace', width: 24, value: (r) => r.lastPlace },
        { key: 'age', title: 'report.col.ageHours', width: 10, kind: 'number', value: (r) => r.ageHours },
        { key: 'assignee', title: 'report.col.assignee', width: 20, value: (r) => r.assignee },
      ];
      return sendXlsx(reply, 'outstanding.xlsx', total, async (wb, out) => {
        const ws = sheetWriter(wb, out, t(L, 'report.outstanding'), columns, L);
        ws.title([
          COMPANY,
          t(L, 'report.outstanding').toUpperCase(),
          periodLine(L, c.period?.from ?? null, c.period?.to ?? null),
        ]);
        ws.header();
        await repo.eachBatch(db, repo.outstandingRowsSql(c.where, c.before, c.now), BATCH, (b) =>
          ws.stream(b, svc.toOutstandingRow),
        );
        ws.blank();
        ws.total(`${t(L, 'report.grandTotal')} (${total})`, {});
        ws.commit();
      });
    },
  );

  // ------------------------------------------------------------ by staff (/report)
  const canByStaff = requirePermission('statistical_by_staff');
  app.get(
    '/reports/by-staff',
    {
      onRequest: canByStaff,
      schema: { tags, querystring: ZReportQuery, response: { 200: ZByStaffResponse } },
    },
    async (req) => svc.byStaff(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/by-staff.xlsx',
    { onRequest: canByStaff, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const r = await svc.byStaff(db, req.query, actorOf(req));
      const columns: Column<TByStaffRow>[] = [
        { key: 'staff', title: 'report.col.staff', width: 24, value: (x) => x.staffName },
        { key: 'username', title: 'report.col.username', width: 16, value: (x) => x.username },
        {
          key: 'kind',
          title: 'report.col.staffKind',
          width: 14,
          value: (x) => t(L, `report.kind.${x.kind}`),
        },
        {
          key: 'shipments',
          title: 'report.col.shipments',
          width: 10,
          kind: 'number',
          value: (x) => x.shipments,
        },
        { key: 'pieces', title: 'report.col.pieces', width: 8, kind: 'number', value: (x) => x.pieces },
        { key: 'kg', title: 'report.col.kg', width: 12, kind: 'kg', value: (x) => x.chargeableWeight },
        ...moneyColumns<TByStaffRow>(r.currencies, L),
      ];
      return sendXlsx(
        reply,
        `by-staff-${r.period.from}-${r.period.to}.xlsx`,
        r.rows.length,
        async (wb, out) => {
          const ws = sheetWriter(wb, out, t(L, 'report.byStaff'), columns, L);
          ws.title([
            COMPANY,
            t(L, 'report.byStaff').toUpperCase(),
            periodLine(L, r.period.from, r.period.to),
          ]);
          ws.header();
          await ws.rows(r.rows);
          ws.blank();
          for (const k of ['sales', 'pickup'] as const) {
            const x = r.totals[k];
            ws.total(t(L, `report.total.${k}`), {
              shipments: x.shipments,
              pieces: x.pieces,
              kg: x.chargeableWeight,
              ...money(x.revenue),
            });
          }
          ws.commit();
        },
      );
    },
  );

  // ------------------------------------------------------------ by customer (/statistical-customer)
  const canByCustomer = requirePermission('statistical_by_customer');
  app.get(
    '/reports/by-customer',
    {
      onRequest: canByCustomer,
      schema: { tags, querystring: ZReportQuery, response: { 200: ZByCustomerResponse } },
    },
    async (req) => svc.byCustomer(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/by-customer.xlsx',
    { onRequest: canByCustomer, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const r = await svc.byCustomer(db, req.query, actorOf(req));
      const columns: Column<TByCustomerRow>[] = [
        { key: 'code', title: 'report.col.customerCode', width: 12, value: (x) => x.customerCode },
        { key: 'customer', title: 'report.col.customer', width: 28, value: (x) => x.customerName },
        { key: 'sales', title: 'report.col.sales', width: 20, value: (x) => x.salesName },
        {
          key: 'shipments',
          title: 'report.col.shipments',
          width: 10,
          kind: 'number',
          value: (x) => x.shipments,
        },
        { key: 'kg', title: 'report.col.kg', width: 12, kind: 'kg', value: (x) => x.chargeableWeight },
        ...moneyColumns<TByCustomerRow>(r.currencies, L),
        ...moneyColumns<TByCustomerRow>(r.currencies, L, (x) => x.discount, 'report.col.discount').map(
          (c) => ({
            ...c,
            key: c.key.replace('revenue_', 'discount_'),
          }),
        ),
        {
          key: 'previous',
          title: 'report.col.previousShipments',
          width: 12,
          kind: 'number',
          value: (x) => x.previousShipments,
        },
        {
          key: 'change',
          title: 'report.col.change',
          width: 10,
          kind: 'percent',
          value: (x) => x.shipmentsChange,
        },
      ];
      return sendXlsx(
        reply,
        `by-customer-${r.period.from}-${r.period.to}.xlsx`,
        r.rows.length,
        async (wb, out) => {
          const ws = sheetWriter(wb, out, t(L, 'report.byCustomer'), columns, L);
          ws.title([
            COMPANY,
            t(L, 'report.byCustomer').toUpperCase(),
            periodLine(L, r.period.from, r.period.to),
            `${t(L, 'report.previousPeriod')}: ${formatDate(r.previous.from)} – ${formatDate(r.previous.to)}`,
          ]);
          ws.header();
          await ws.rows(r.rows);
          ws.blank();
          ws.total(`${t(L, 'report.grandTotal')} (${r.totals.customers})`, {
            shipments: r.totals.shipments,
            kg: r.totals.chargeableWeight,
            ...money(r.totals.revenue),
            ...money(r.totals.discount, 'discount_'),
            previous: r.totals.previousShipments,
            change: r.totals.shipmentsChange,
          });
          ws.commit();
        },
      );
    },
  );

  // ------------------------------------------------------------ revenue customers (/statistical-revenue-customer)
  const canRevenue = requirePermission('statistical_revenue_by_customer');
  app.get(
    '/reports/revenue-customers',
    {
      onRequest: canRevenue,
      schema: { tags, querystring: ZReportQuery, response: { 200: ZRevenueCustomersResponse } },
    },
    async (req) => svc.revenueCustomers(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/revenue-customers.xlsx',
    { onRequest: canRevenue, schema: { tags, querystring: ZReportQuery } },
    async (req, reply) => {
      const L = req.locale;
      const ctx = svc.revenueContext(req.query, actorOf(req));
      const { period, where } = ctx;
      const [customers, disc] = await Promise.all([
        svc.outOfNetworkRows(db, ctx),
        svc.discountTotals(db, ctx),
      ]);
      const currencies = [
        ...new Set([...customers.flatMap((c) => Object.keys(c.revenue)), ...disc.map((d) => d.currency)]),
      ];
      const discounted = disc.reduce((s, d) => s + d.shipments, 0);
      const c1: Column<TOutOfNetworkRow>[] = [
        { key: 'code', title: 'report.col.customerCode', width: 12, value: (x) => x.customerCode },
        { key: 'customer', title: 'report.col.customer', width: 28, value: (x) => x.customerName },
        { key: 'sales', title: 'report.col.sales', width: 20, value: (x) => x.salesName },
        {
          key: 'shipments',
          title: 'report.col.shipments',
          width: 10,
          kind: 'number',
          value: (x) => x.shipments,
        },
        { key: 'kg', title: 'report.col.kg', width: 12, kind: 'kg', value: (x) => x.chargeableWeight },
        ...moneyColumns<TOutOfNetworkRow>(currencies, L),
      ];
      const c2: Column<TDiscountRow>[] = [
        { key: 'date', title: 'report.col.date', width: 12, kind: 'date', value: (x) => x.date },
        { key: 'code', title: 'report.col.code', width: 16, value: (x) => x.code },
        {
          key: 'trackingNumber',
          title: 'report.col.trackingNumber',
          width: 14,
          value: (x) => x.trackingNumber,
        },
        { key: 'customer', title: 'report.col.customer', width: 26, value: (x) => x.customerName },
        { key: 'service', title: 'report.col.service', width: 22, value: (x) => serviceLabel(L, x.service) },
        { key: 'carrier', title: 'report.col.carrier', width: 10, value: (x) => carrierLabel(L, x.carrier) },
        {
          key: 'gross',
          title: 'report.col.gross',
          width: 14,
          kind: 'money',
          currency: (x) => x.currency,
          value: (x) => x.gross,
        },
        {
          key: 'discount',
          title: 'report.col.discount',
          width: 14,
          kind: 'money',
          currency: (x) => x.currency,
          value: (x) => x.discount,
        },
        {
          key: 'percent',
          title: 'report.col.discountPercent',
          width: 8,
          kind: 'percent',
          value: (x) => x.discountPercent,
        },
        {
          key: 'total',
          title: 'report.col.total',
          width: 14,
          kind: 'money',
          currency: (x) => x.currency,
          value: (x) => x.total,
        },
        { key: 'currency', title: 'report.col.currency', width: 8, value: (x) => x.currency },
      ];
      return sendXlsx(
        reply,
        `revenue-customers-${period.from}-${period.to}.xlsx`,
        customers.length + discounted,
        async (wb, out) => {
          const s1 = sheetWriter(wb, out, t(L, 'report.outOfNetwork'), c1, L);
          s1.title([
            COMPANY,
            t(L, 'report.outOfNetwork').toUpperCase(),
            periodLine(L, period.from, period.to),
          ]);
          s1.header();
          await s1.rows(customers);
          s1.commit();
          const s2 = sheetWriter(wb, out, t(L, 'report.discounted'), c2, L);
          s2.title([COMPANY, t(L, 'report.discounted').toUpperCase(), periodLine(L, period.from, period.to)]);
          s2.header();
          await repo.eachBatch(db, repo.discountRowsSql(where), BATCH, (b) =>
            s2.stream(b, svc.toDiscountRow),
          );
          s2.blank();
          for (const d of disc)
            s2.total(
              `${t(L, 'report.subtotal')} ${d.currency} (${d.shipments})`,
              {
                gross: Number(d.gross),
                discount: Number(d.discount),
                total: Number(d.total),
                currency: d.currency,
              },
              d.currency,
            );
          s2.commit();
        },
      );
    },
  );

  // ------------------------------------------------------------ by service (/statistical-service)
  const canByService = requirePermission('statistical_by_service');
  app.get(
    '/reports/by-service',
    {
      onRequest: canByService,
      schema: { tags, querystring: ZByServiceQuery, response: { 200: ZByServiceResponse } },
    },
    async (req) => svc.byService(db, req.query, actorOf(req)),
  );
  app.get(
    '/reports/by-service.xlsx',
    { onRequest: canByService, schema: { tags, querystring: ZByServiceQuery } },
    async (req, reply) => {
      const L = req.locale;
      const r = await svc.byService(db, req.query, actorOf(req));
      const columns: Column<TByServiceRow>[] = [
        {
          key: 'bucket',
          title: `report.col.bucket.${r.groupBy}`,
          width: 12,
          kind: 'date',
          value: (x) => `${x.bucket}T00:00:00+07:00`,
        },
        { key: 'service', title: 'report.col.service', width: 22, value: (x) => serviceLabel(L, x.service) },
        { key: 'carrier', title: 'report.col.carrier', width: 10, value: (x) => carrierLabel(L, x.carrier) },
        {
          key: 'shipments',
          title: 'report.col.shipments',
          width: 10,
          kind: 'number',
          value: (x) => x.shipments,
        },
        { key: 'kg', title: 'report.col.kg', width: 12, kind: 'kg', value: (x) => x.chargeableWeight },
        ...moneyColumns<TByServiceRow>(r.currencies, L),
      ];
      return sendXlsx(
        reply,
        `by-service-${r.period.from}-${r.period.to}.xlsx`,
        r.rows.length,
        async (wb, out) => {
          const ws = sheetWriter(wb, out, t(L, 'report.byService'), columns, L);
          ws.title([
            COMPANY,
            t(L, 'report.byService').toUpperCase(),
            periodLine(L, r.period.from, r.period.to),
          ]);
          ws.header();
          await ws.rows(r.rows);
          ws.blank();
          ws.total(t(L, 'report.grandTotal'), {
            shipments: r.totals.shipments,
            kg: r.totals.chargeableWeight,
            ...money(r.totals.revenue),
          });
          ws.commit();
        },
      );
    },
  );
};

export default reportsRoutes;
