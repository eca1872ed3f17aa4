import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let admin: TestUser;
appSuite({ admin: 'ADMINISTRATOR' }, (s) => ({ app, admin } = s));

const company = (over: Record<string, unknown> = {}) => ({
  companyName: 'Công ty TNHH Hoa Sen',
  contactName: 'Phạm Minh Châu',
  taxCode: '0300588569',
  address: '12 Nguyễn Huệ, Quận 1, TP.HCM',
  ...over,
});

const post = (payload: unknown, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: { ...admin.headers, 'accept-language': lang },
    payload: payload as object,
  });

describe('customers: billing data', () => {
  it('keeps the billing name, address, cycle, terms and credit limit, with defaults', async () => {
    const res = await post(
      company({
        billingName: 'CÔNG TY TNHH HOA SEN VIỆT',
        billingAddress: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
        billingCycle: 'WEEKLY',
        paymentTermsDays: 15,
        creditLimitVnd: 50_000_000,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      taxCode: '0300588569',
      billingName: 'CÔNG TY TNHH HOA SEN VIỆT',
      billingAddress: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
      billingCycle: 'WEEKLY',
      paymentTermsDays: 15,
      creditLimitVnd: 50_000_000,
    });

    const plain = await post(company({ taxCode: '0100109106-001' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      taxCode: '0100109106-001',
      billingName: null,
      billingAddress: null,
      billingCycle: 'MONTHLY',
      paymentTermsDays: 30,
      creditLimitVnd: null,
    });

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/customers/${plain.json().id}`,
      headers: admin.headers,
      payload: { billingCycle: 'PER_SHIPMENT', paymentTermsDays: 0, creditLimitVnd: 1_200_000 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      billingCycle: 'PER_SHIPMENT',
      paymentTermsDays: 0,
      creditLimitVnd: 1_200_000,
    });
    const lift = await app.inject({
      method: 'PATCH',
      url: `/api/v1/customers/${plain.json().id}`,
      headers: admin.headers,
      payload: { creditLimitVnd: null },
    });
    expect(lift.json()).toMatchObject({ creditLimitVnd: null, billingCycle: 'PER_SHIPMENT' });
  });

  it('a private person has no tax code and is kept without one', async () => {
    const res = await post(company({ companyName: 'Nguyễn Văn An', taxCode: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json().taxCode).toBeNull();
    const blank = await post(company({ companyName: 'Trần Thị Bình', taxCode: '' }));
    expect(blank.json().taxCode).toBeNull();
  });

  it.each([
    ['0300588560', 'vi', 'Mã số thuế gồm 10 chữ số'],
    ['0312345678', 'en', 'A tax code is 10 digits'],
    ['0100109106-01', 'en', 'A tax code is 10 digits'],
    ['030058856', 'vi', 'Mã số thuế gồm 10 chữ số'],
  ])('refuses the tax code %s with a 400 naming the field (%s)', async (taxCode, lang, words) => {
    const res = await post(company({ taxCode }), lang);
    expect(res.statusCode).toBe(400);
    const field = res.json().errors.find((e: { field: string }) => e.field === 'taxCode');
    expect(field.message).toContain(words);
  });

  it('refuses a wrong tax code on an edit, and a fraction of a đồng or an unknown cycle', async () => {
    const c = (await post(company())).json();
    const patch = (payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/customers/${c.id}`,
        headers: admin.headers,
        payload: payload as object,
      });
    const tax = await patch({ taxCode: '0300588568' });
    expect(tax.statusCode).toBe(400);
    expect(tax.json().errors[0].field).toBe('taxCode');
    const limit = await patch({ creditLimitVnd: 1000.5 });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors[0].field).toBe('creditLimitVnd');
    const cycle = await patch({ billingCycle: 'DAILY' });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].field).toBe('billingCycle');
    const terms = await patch({ paymentTermsDays: -1 });
    expect(terms.json().errors[0].field).toBe('paymentTermsDays');
  });
});
