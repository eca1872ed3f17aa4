import {
  type BookingStatus,
  CARRIER_LABELS,
  codeLabel,
  type Locale,
  SERVICE_LABELS,
  STATUS_LABELS,
} from '@acf/shared';
import ExcelJS from 'exceljs';
import { t } from '../../i18n/messages';
import { excelDate, moneyFormat } from '../reports/reports.xlsx';
import type { exportBookings } from './bookings.repository';

type Row = Awaited<ReturnType<typeof exportBookings>>[number];

/** Each column: its width, its cell (typed: numbers as numbers, times as dates) and its format. */
const COLUMNS: {
  key: string;
  width: number;
  value: (r: Row, locale: Locale) => ExcelJS.CellValue;
  numFmt?: (r: Row) => string;
}[] = [
  { key: 'code', width: 16, value: (r) => r.code },
  { key: 'trackingNumber', width: 14, value: (r) => r.trackingNumber },
  { key: 'status', width: 22, value: (r, l) => STATUS_LABELS[r.status as BookingStatus][l] },
  { key: 'customer', width: 28, value: (r) => `${r.customer.code} ${r.customer.name}`.trim() },
  { key: 'service', width: 22, value: (r, l) => codeLabel(SERVICE_LABELS, r.service, l) },
  { key: 'carrier', width: 10, value: (r, l) => codeLabel(CARRIER_LABELS, r.carrier, l) },
  { key: 'receiverName', width: 24, value: (r) => r.receiverName },
  { key: 'receiverCountry', width: 8, value: (r) => r.receiverCountry },
  { key: 'chargeableWeight', width: 14, value: (r) => Number(r.chargeableWeight), numFmt: () => '#,##0.0##' },
  { key: 'total', width: 14, value: (r) => Number(r.total), numFmt: (r) => moneyFormat(r.currency) },
  { key: 'currency', width: 8, value: (r) => r.currency },
  {
    key: 'createdAt',
    width: 18,
    value: (r) => excelDate(new Date(r.createdAt).toISOString()),
    numFmt: () => 'dd-mm-yyyy hh:mm',
  },
];

/**
 * The order list as a workbook; column titles from the module's catalogue, in `locale`. Cells
 * are typed: weights and amounts are numbers, the creation time a date shown DD-MM-YYYY HH:mm
 * in Ho Chi Minh time, so the sheet sorts, sums and filters as a spreadsheet should.
 */
export async function exportWorkbook(rows: Row[], locale: Locale) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.columns = COLUMNS.map((c) => ({
    header: t(locale, `bookingExport.${c.key}`),
    key: c.key,
    width: c.width,
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow(COLUMNS.map((c) => c.value(r, locale)));
    COLUMNS.forEach((c, i) => {
      if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt(r);
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
