import type { OFFICES } from '../auth/contracts';
import type { CURRENCIES } from '../surcharges/types';
import type { BOOKING_CARRIERS, CARGO_UNITS, SERVICES } from './enums';

type Bilingual = { vi: string; en: string };

/**
 * The codes a booking carries, in words, in both languages: what every page, export, label and
 * message shows instead of the code (the code is what is stored and what the API speaks).
 */
export const SERVICE_LABELS: Record<(typeof SERVICES)[number], Bilingual> = {
  EXPRESS: { vi: 'Chuyển phát nhanh', en: 'Express' },
  ECONOMY: { vi: 'Chuyển phát tiết kiệm', en: 'Economy' },
  ECOMMERCE_SERVICE: { vi: 'Thương mại điện tử', en: 'E-commerce' },
  AIR_FREIGHT: { vi: 'Vận tải hàng không', en: 'Air freight' },
  SEA_FREIGHT: { vi: 'Vận tải đường biển', en: 'Sea freight' },
};

/** A carrier's name is its brand, the same in both languages. */
const brand = (name: string): Bilingual => ({ vi: name, en: name });

export const CARRIER_LABELS: Record<(typeof BOOKING_CARRIERS)[number], Bilingual> = {
  YAMATO: brand('Yamato'),
  K_CARGO: brand('K-Cargo'),
  DHL: brand('DHL'),
  FEDEX: brand('FedEx'),
  UPS: brand('UPS'),
};

export const OFFICE_LABELS: Record<(typeof OFFICES)[number], Bilingual> = {
  SOUTH: { vi: 'Miền Nam (TP.HCM)', en: 'South (Ho Chi Minh City)' },
  NORTH: { vi: 'Miền Bắc (Hà Nội)', en: 'North (Hanoi)' },
};

export const CARGO_UNIT_LABELS: Record<(typeof CARGO_UNITS)[number], Bilingual> = {
  CM_KG: { vi: 'Kiện (cm, kg)', en: 'Parcels (cm, kg)' },
  CBM: { vi: 'Khối (CBM)', en: 'Volume (CBM)' },
  CONT: { vi: 'Container', en: 'Container' },
};

/** The seed's currency codes (JSP is the yen, WON the won) with their names. */
export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], Bilingual> = {
  VND: { vi: 'Đồng Việt Nam', en: 'Vietnamese dong' },
  USD: { vi: 'Đô la Mỹ', en: 'US dollar' },
  JSP: { vi: 'Yên Nhật', en: 'Japanese yen' },
  CAD: { vi: 'Đô la Canada', en: 'Canadian dollar' },
  EUR: { vi: 'Euro', en: 'Euro' },
  GBP: { vi: 'Bảng Anh', en: 'Pound sterling' },
  SGD: { vi: 'Đô la Singapore', en: 'Singapore dollar' },
  WON: { vi: 'Won Hàn Quốc', en: 'Korean won' },
};

/** The fields a booking's history names ("status", "receiver.name"), in words. */
export const HISTORY_FIELD_LABELS: Record<string, Bilingual> = {
  created: { vi: 'Tạo booking', en: 'Booking created' },
  status: { vi: 'Trạng thái', en: 'Status' },
  service: { vi: 'Dịch vụ', en: 'Service' },
  carrier: { vi: 'Hãng vận chuyển', en: 'Carrier' },
  office: { vi: 'Văn phòng', en: 'Office' },
  cargoUnit: { vi: 'Đơn vị hàng', en: 'Cargo unit' },
  pieces: { vi: 'Kiện hàng', en: 'Pieces' },
  goodsDescription: { vi: 'Mô tả hàng hóa', en: 'Goods description' },
  declaredValue: { vi: 'Giá trị khai báo', en: 'Declared value' },
  customs: { vi: 'Hải quan (dòng hàng)', en: 'Customs (goods lines)' },
  currency: { vi: 'Tiền tệ', en: 'Currency' },
  incoterm: { vi: 'Điều kiện giao hàng', en: 'Incoterm' },
  codAmount: { vi: 'Tiền thu hộ (COD)', en: 'Cash on delivery' },
  pickup: { vi: 'Lấy hàng', en: 'Pickup' },
  note: { vi: 'Ghi chú', en: 'Note' },
  chargeableWeight: { vi: 'Trọng lượng tính cước', en: 'Chargeable weight' },
  'price.total': { vi: 'Tổng cước', en: 'Total price' },
  'price.surchargeTotal': { vi: 'Tổng phụ phí', en: 'Surcharges' },
  assignee: { vi: 'Nhân viên lấy hàng', en: 'Pickup staff' },
  failedAttempts: { vi: 'Số lần lấy hàng không thành công', en: 'Failed pickup attempts' },
  sender: { vi: 'Người gửi', en: 'Sender' },
  receiver: { vi: 'Người nhận', en: 'Receiver' },
  name: { vi: 'tên', en: 'name' },
  company: { vi: 'công ty', en: 'company' },
  phone: { vi: 'điện thoại', en: 'phone' },
  email: { vi: 'email', en: 'e-mail' },
  addressLine1: { vi: 'địa chỉ', en: 'address' },
  addressLine2: { vi: 'địa chỉ (dòng 2)', en: 'address (line 2)' },
  city: { vi: 'thành phố', en: 'city' },
  state: { vi: 'tỉnh/bang', en: 'state' },
  postalCode: { vi: 'mã bưu chính', en: 'postal code' },
  country: { vi: 'quốc gia', en: 'country' },
};

/** A history field in words: "receiver.name" → "Người nhận: tên"; an unknown field as it is. */
export function historyFieldLabel(field: string, locale: 'vi' | 'en'): string {
  const whole = HISTORY_FIELD_LABELS[field];
  if (whole) return whole[locale];
  const [head, ...rest] = field.split('.');
  const party = HISTORY_FIELD_LABELS[head ?? ''];
  const part = HISTORY_FIELD_LABELS[rest.join('.')];
  return party && part ? `${party[locale]}: ${part[locale]}` : field;
}

/** "JSP — Yên Nhật": the seed's code, then its name. */
export function currencyLabel(code: string, locale: 'vi' | 'en'): string {
  const name = CURRENCY_LABELS[code as keyof typeof CURRENCY_LABELS]?.[locale];
  return name ? `${code} — ${name}` : code;
}

/** A booking code in words, or the code itself when it is not one of ours. */
export function codeLabel(
  table: Record<string, Bilingual>,
  code: string | null | undefined,
  locale: 'vi' | 'en',
): string {
  if (!code) return '';
  return table[code]?.[locale] ?? code;
}
