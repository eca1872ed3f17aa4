import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { bookingInput, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { importFile, importRow, importWorkbook } from '../helpers/import';

let app: TestApp;
let customer: TestUser;
appSuite({ customer: 'CUSTOMER' }, (s) => ({ app, customer } = s));

const book = (receiver: Record<string, string>, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { ...customer.headers, 'accept-language': lang },
    payload: bookingInput({ receiver: party(receiver) }),
  });
const korea = {
  name: 'Kim Min-jun',
  phone: '010-1234-5678',
  city: 'Seoul',
  country: 'KR',
  postalCode: '04524',
};
const japan = { name: 'Tanaka Hiro', phone: '03-1234-5678', city: 'Tokyo', country: 'JP' };

describe('consignee rules per destination, through the API', () => {
  it('Korea: the receiver customs code is required, checked, and stored in one writing', async () => {
    const missing = await book(korea);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        field: 'receiver.customsCode',
        message:
          'Hàng đi Hàn Quốc cần mã hải quan của người nhận: cá nhân là mã thông quan cá nhân (VD: P123456789012), công ty là mã số đăng ký kinh doanh (VD: 123-45-67890)',
      },
    ]);
    const wrong = await book({ ...korea, customsCode: 'P12345' }, 'en');
    expect(wrong.json().errors[0]).toEqual({
      field: 'receiver.customsCode',
      message:
        'A Korean customs code is P and 12 digits for a person (e.g. P123456789012), or 10 digits for a company (e.g. 123-45-67890)',
    });
    const person = await book({ ...korea, customsCode: 'p123456789012' });
    expect(person.statusCode, person.body).toBe(201);
    expect(person.json().receiver.customsCode).toBe('P123456789012');
    const company = await book({ ...korea, customsCode: '2208162517' });
    expect(company.json().receiver.customsCode).toBe('220-81-62517');
  });

  it('Japan: the 7-digit postal code is required, typed with or without the dash, stored NNN-NNNN', async () => {
    const missing = await book({ ...japan, postalCode: '' }, 'en');
    expect(missing.json().errors).toEqual([
      {
        field: 'receiver.postalCode',
        message: 'A shipment to Japan needs a 7-digit postal code (e.g. 100-0001)',
      },
    ]);
    const short = await book({ ...japan, postalCode: '100-001' });
    expect(short.json().errors[0].field).toBe('receiver.postalCode');
    const ok = await book({ ...japan, postalCode: '1000001' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().receiver.postalCode).toBe('100-0001');
  });

  it('phones are checked for their own country, with an example of that country', async () => {
    const jp = await book({ ...japan, postalCode: '100-0001', phone: '090-1234' }, 'en');
    expect(jp.json().errors).toEqual([
      {
        field: 'receiver.phone',
        message: 'Not a valid Japanese phone number (e.g. 090-1234-5678 or +81 3-1234-5678)',
      },
    ]);
    const us = await book({
      name: 'John Smith',
      phone: '(123) 555-0123',
      city: 'New York',
      country: 'US',
      postalCode: '10001',
    });
    expect(us.json().errors[0].message).toBe(
      'Số điện thoại Hoa Kỳ không hợp lệ (VD: (201) 555-0123 hoặc +1 201 555 0123)',
    );
    const kr = await book({ ...korea, customsCode: 'P123456789012', phone: '010-123' });
    expect(kr.json().errors[0].field).toBe('receiver.phone');
    // Stored in E.164, with the number as typed beside it.
    const ok = await book({ ...japan, postalCode: '100-0001', phone: '090-1234-5678' });
    expect(ok.json().receiver).toMatchObject({ phone: '+819012345678', phoneTyped: '090-1234-5678' });
  });

  it('the Excel import applies the same rules, naming the row and the column', async () => {
    const res = await importFile(
      app,
      customer.headers,
      await importWorkbook([
        importRow({
          receiverCountry: 'KR',
          receiverCity: 'Seoul',
          receiverPhone: '010-1234-5678',
          receiverPostalCode: '04524',
        }),
        importRow({
          receiverCountry: 'KR',
          receiverCity: 'Seoul',
          receiverPhone: '010-1234-5678',
          receiverPostalCode: '04524',
          receiverCustomsCode: '123-45-67890',
        }),
      ]),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'rows.3.receiverCustomsCode',
        label: 'Receiver - Customs code (Korea)',
      }),
    ]);
  });
});
