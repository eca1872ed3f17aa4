import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { IMPORT_COLUMNS } from '../../src/modules/bookings/import';
import type { TestUser } from './auth';
import { hcmDay, lineTo } from './bookings';
import type { TestApp } from './build';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A booking import file as the template lays it out: the keys, the headings, then `rows`. */
export async function importWorkbook(
  rows: Record<string, unknown>[],
  headings: 'vi' | 'en' = 'en',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.addRow(IMPORT_COLUMNS.map((c) => c.key));
  ws.addRow(IMPORT_COLUMNS.map((c) => c[headings]));
  for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One valid row of the import (a parcel to Japan with its goods line), with overrides. */
export const importRow = (over: Record<string, unknown> = {}) => ({
  // A line whose seeded card prices the destination (Yamato to Japan unless told otherwise).
  ...lineTo(typeof over.receiverCountry === 'string' ? over.receiverCountry : 'JP'),
  senderName: 'Nguyen Van A',
  senderPhone: '0901234567',
  senderAddress1: '12 Nguyen Hue',
  senderCity: 'Ho Chi Minh',
  senderCountry: 'VN',
  receiverName: 'Tanaka Hiro',
  receiverPhone: '0312345678',
  receiverAddress1: '1-1 Chiyoda',
  receiverCity: 'Tokyo',
  receiverPostalCode: '100-0001',
  receiverCountry: 'JP',
  cargoUnit: 'CM_KG',
  length: 30,
  width: 20,
  height: 10,
  weight: 2.3,
  quantity: 1,
  goodsDescription: 'Clothes',
  declaredValue: 100,
  currency: 'USD',
  incoterm: 'DAP',
  pickupDate: hcmDay(2),
  itemDescription: 'Clothes',
  itemQuantity: 1,
  itemUnitValue: 100,
  itemHsCode: '6109.10.00',
  itemOriginCountry: 'VN',
  ...over,
});

/** POST /bookings/import with a workbook, in `lang`. */
export const importFile = (app: TestApp, headers: Record<string, string>, body: Buffer, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings/import',
    headers: { ...headers, 'content-type': XLSX, 'accept-language': lang },
    payload: body,
  });

/**
 * A POD sheet as the template `partner` downloads lays it out (keys in row 1, headings in row 2),
 * `rows` filled in row by row from row 3 as a person fills it (its lists reach down to row 500).
 */
export async function podSheet(
  app: TestApp,
  partner: TestUser,
  rows: Partial<Record<string, string>>[],
): Promise<Buffer> {
  const template = await app.inject({
    method: 'GET',
    url: '/api/v1/deliveries/import-template.xlsx',
    headers: partner.headers,
  });
  expect(template.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const keys = (ws.getRow(1).values as string[]).slice(1);
  rows.forEach((r, i) => {
    keys.forEach((k, c) => {
      ws.getRow(3 + i).getCell(c + 1).value = r[k] ?? '';
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
