import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { appSuite, type TestApp } from '../helpers/build';

/**
 * Issue 33 §3: a customer's contracts, set by its sales user within the manager's maximum (above
 * it, waiting for the manager), or by the manager; a sales user reaches only its own customers.
 */
let app: TestApp;
let manager: TestUser;
let sales: TestUser;
let otherSales: TestUser;
let mine: TestUser;
let theirs: TestUser;

const pct = (percent: number, over: Record<string, unknown> = {}) => ({
  name: `HĐ ${percent}%`,
  kind: 'PERCENT',
  carrier: null,
  service: 'EXPRESS',
  rateCardId: null,
  percent,
  validFrom: '2027-01-01',
  validTo: null,
  ...over,
});

const put = (who: TestUser, customerId: string, contracts: unknown[], lang = 'vi') =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/customers/${customerId}/contracts`,
    headers: { ...who.headers, 'accept-language': lang },
    payload: { contracts },
  });

appSuite({ manager: 'MANAGER', sales: 'SALES', otherSales: 'SALES' }, async (s) => {
  ({ app, manager, sales, otherSales } = s);
  mine = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  theirs = await loginAs(app, 'CUSTOMER', { salesUserId: otherSales.userId });
});

describe('contracts by role', () => {
  it('a sales user gives its own customer a percentage within the maximum; above it waits for the manager', async () => {
    const res = await put(sales, mine.customerId!, [pct(5), pct(20, { service: 'ECONOMY' })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().salesMaxPercent).toBe(10);
    const byService = Object.fromEntries(
      res.json().contracts.map((c: { service: string; status: string }) => [c.service, c.status]),
    );
    expect(byService).toEqual({ EXPRESS: 'ACTIVE', ECONOMY: 'PENDING' });

    // Sent again unchanged, each keeps its status; the manager approves the waiting one.
    const again = await put(sales, mine.customerId!, res.json().contracts);
    const statuses = again.json().contracts.map((c: { status: string }) => c.status);
    expect(statuses.sort()).toEqual(['ACTIVE', 'PENDING']);
    const waiting = again.json().contracts.find((c: { status: string }) => c.status === 'PENDING');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/customers/${mine.customerId}/contracts/${waiting.id}/approve`,
      headers: sales.headers,
    });
    expect(refused.statusCode).toBe(403);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/customers/${mine.customerId}/contracts/${waiting.id}/approve`,
      headers: manager.headers,
    });
    expect(approved.json()).toMatchObject({ id: waiting.id, status: 'ACTIVE' });
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/customers/${mine.customerId}/contracts`,
      headers: sales.headers,
    });
    expect(after.json().contracts.every((c: { status: string }) => c.status === 'ACTIVE')).toBe(true);
  });

  it('the manager sets the maximum and any contract; a sales user never reaches another’s customer', async () => {
    const max = await app.inject({
      method: 'PUT',
      url: '/api/v1/contracts/sales-max-percent',
      headers: manager.headers,
      payload: { percent: 25 },
    });
    expect(max.json()).toEqual({ salesMaxPercent: 25 });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v1/contracts/sales-max-percent',
          headers: sales.headers,
          payload: { percent: 90 },
        })
      ).statusCode,
    ).toBe(403);
    const within = await put(sales, mine.customerId!, [pct(20)]);
    expect(within.json().contracts[0].status).toBe('ACTIVE');
    expect((await put(manager, theirs.customerId!, [pct(40)])).json().contracts[0].status).toBe('ACTIVE');
    expect((await put(sales, theirs.customerId!, [pct(1)])).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/customers/${theirs.customerId}/contracts`,
          headers: sales.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await put(mine, mine.customerId!, [pct(1)])).statusCode).toBe(403);
  });

  it('a contract card is the customer’s own SELL card of the same carrier and service, named when wrong', async () => {
    const missing = await put(manager, mine.customerId!, [
      pct(0, { kind: 'CARD', carrier: 'DHL', percent: null }),
    ]);
    expect(missing.json().errors).toEqual([
      { field: 'contracts.0.rateCardId', message: 'Hợp đồng theo bảng giá riêng cần hãng và bảng giá' },
    ]);
    // A standard card is not a contract card.
    const standard = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/rate-cards?carrier=DHL&service=EXPRESS&kind=SELL',
        headers: manager.headers,
      })
    ).json().results[0];
    const wrong = await put(
      manager,
      mine.customerId!,
      [pct(0, { kind: 'CARD', carrier: 'DHL', percent: null, rateCardId: standard.id })],
      'en',
    );
    expect(wrong.json().errors).toEqual([
      {
        field: 'contracts.0.rateCardId',
        message: "The card must be this customer's own SELL card, of the same carrier and service",
      },
    ]);
    const ends = await put(manager, mine.customerId!, [pct(3, { validTo: '2026-12-31' })]);
    expect(ends.json().errors[0].field).toBe('contracts.0.validTo');
  });
});
