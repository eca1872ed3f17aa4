import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Bookings from Ho Chi Minh City to Tokyo made by one SQL statement, one per tracking number
 * (through the API a few thousand would take minutes): Yamato express, 2 × 2 kg of coffee,
 * 2.5 kg chargeable, 10 USD, for the customer `customerCode` (already inserted). Codes are
 * `codePrefix` + the number; receivers are 山田 太郎 1, 2, …
 */
export async function insertTokyoShipments(
  db: Db,
  o: { customerCode: string; codePrefix: string; status: string; numbers: string[] },
) {
  await db.execute(sql`
    insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
      receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
      pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
      surcharge_total, discount_percent, discount, total, price_currency)
    select ${o.codePrefix} || t.n, t.n, (select id from customers where code = ${o.customerCode}), ${o.status},
      'EXPRESS', 'YAMATO', 'SOUTH',
      '{"name":"Nguyễn Văn Đức","company":"","phone":"0901234567","email":"","addressLine1":"12 Nguyễn Huệ","addressLine2":"","city":"Hồ Chí Minh","state":"","postalCode":"700000","country":"VN"}'::jsonb,
      jsonb_build_object('name', '山田 太郎 ' || t.i, 'company', '', 'phone', '0312345678', 'email', '',
        'addressLine1', '丸の内1-1', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0005', 'country', 'JP'),
      '山田 太郎 ' || t.i, 'JP', 'CM_KG', '[{"length":30,"width":20,"height":10,"weight":2,"quantity":2}]'::jsonb,
      'Cà phê rang xay', 100, 'USD', 'DAP', current_date, 2, 1.2, 2.5, 0.006, 10, '[]'::jsonb, 0, 0, 0, 10, 'USD'
    from unnest(string_to_array(${o.numbers.join(',')}, ',')) with ordinality as t(n, i)`);
}
