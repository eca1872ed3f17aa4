import { type BookingStatus, type Locale, STATUS_LABELS } from '@acf/shared';
import ExcelJS from 'exceljs';
import { t } from '../../i18n/messages';
import type { exportBookings } from './bookings.repository';
import { hcmIso } from './tracking.repository';

const WIDTHS: Record<string, number> = {
  code: 16,
  trackingNumber: 14,
  status: 20,
  customer: 24,
  service: 16,
  carrier: 10,
  receiverName: 24,
  receiverCountry: 8,
  chargeableWeight: 14,
  total: 12,
  currency: 8,
  createdAt: 20,
};

/** The order list as a workbook; column titles from the module's catalogue, in `locale`. */
export async function exportWorkbook(rows: Awaited<ReturnType<typeof exportBookings>>, locale: Locale) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.columns = Object.entries(WIDTHS).map(([key, width]) => ({
    header: t(locale, `bookingExport.${key}`),
    key,
    width,
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows)
    ws.addRow({
      ...r,
      status: STATUS_LABELS[r.status as BookingStatus][locale],
      customer: `${r.customer.code} ${r.customer.name}`,
      createdAt: hcmIso(new Date(r.createdAt)).replace('T', ' ').slice(0, 19),
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
