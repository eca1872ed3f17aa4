import { formatNumber, type Locale } from '@acf/shared';

/**
 * The API's own messages (errors, validation) in both languages. Keys are shared with the
 * zod contracts in packages/shared, which use them as issue messages.
 */
const vi = {
  'error.notFound': 'Không tìm thấy',
  'error.routeNotFound': 'Không tìm thấy đường dẫn {path}',
  'error.validation': 'Dữ liệu không hợp lệ',
  'error.internal': 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  'error.databaseUnavailable': 'Hệ thống tạm thời không truy cập được dữ liệu, vui lòng thử lại sau ít phút',
  'error.unauthorized': 'Vui lòng đăng nhập',
  'error.forbidden': 'Bạn không có quyền thực hiện thao tác này',
  'error.conflict': 'Dữ liệu đã tồn tại',
  'error.tooManyRequests': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  'error.payloadTooLarge': 'Dữ liệu gửi lên quá lớn',
  'error.badRequest': 'Yêu cầu không hợp lệ',
  'error.unsupportedMediaType': 'Định dạng dữ liệu không được hỗ trợ',
  'error.uriTooLong': 'Đường dẫn quá dài',
  'error.headersTooLarge': 'Đường dẫn hoặc tiêu đề yêu cầu quá dài',
  'error.requestTimeout': 'Yêu cầu quá thời gian chờ',
  'validation.required': 'Vui lòng nhập',
  'validation.invalid': 'Giá trị không hợp lệ',
  'validation.maxLength': 'Tối đa {max} ký tự',
  'validation.minLength': 'Tối thiểu {min} ký tự',
  'validation.tooSmall': 'Giá trị phải lớn hơn hoặc bằng {min}',
  'validation.tooSmallExclusive': 'Giá trị phải lớn hơn {min}',
  'validation.tooBig': 'Giá trị phải nhỏ hơn hoặc bằng {max}',
  'validation.tooBigExclusive': 'Giá trị phải nhỏ hơn {max}',
  'validation.tooFewItems': 'Cần ít nhất {min} mục',
  'validation.tooManyItems': 'Tối đa {max} mục',
  'validation.email': 'Email không hợp lệ',
  'validation.number': 'Vui lòng nhập số',
  'validation.integer': 'Vui lòng nhập số nguyên',
  'validation.oneOf': 'Giá trị phải là một trong: {options}',
  'validation.date': 'Ngày không hợp lệ',
  'validation.unknownField': 'Trường không được hỗ trợ',
  'validation.controlCharacter': 'Có ký tự điều khiển hoặc ký tự không hợp lệ',
  'validation.tooDeep': 'Dữ liệu lồng nhau quá {max} cấp',
} as const;

export type MessageKey = keyof typeof vi;

const en: Record<MessageKey, string> = {
  'error.notFound': 'Not found',
  'error.routeNotFound': 'Route {path} not found',
  'error.validation': 'Invalid data',
  'error.internal': 'Something went wrong, please try again later',
  'error.databaseUnavailable': 'The data is out of reach for a moment, please try again in a few minutes',
  'error.unauthorized': 'Please log in',
  'error.forbidden': 'You do not have permission to do this',
  'error.conflict': 'Already exists',
  'error.tooManyRequests': 'Too many requests, please try again later',
  'error.payloadTooLarge': 'The request body is too large',
  'error.badRequest': 'Bad request',
  'error.unsupportedMediaType': 'Unsupported content type',
  'error.uriTooLong': 'The address is too long',
  'error.headersTooLarge': 'The address or the request headers are too long',
  'error.requestTimeout': 'The request took too long',
  'validation.required': 'Please enter',
  'validation.invalid': 'Invalid value',
  'validation.maxLength': 'At most {max} characters',
  'validation.minLength': 'At least {min} characters',
  'validation.tooSmall': 'Must be at least {min}',
  'validation.tooSmallExclusive': 'Must be greater than {min}',
  'validation.tooBig': 'Must be at most {max}',
  'validation.tooBigExclusive': 'Must be less than {max}',
  'validation.tooFewItems': 'At least {min} items are needed',
  'validation.tooManyItems': 'At most {max} items',
  'validation.email': 'Invalid e-mail address',
  'validation.number': 'Please enter a number',
  'validation.integer': 'Please enter a whole number',
  'validation.oneOf': 'Must be one of: {options}',
  'validation.date': 'Invalid date',
  'validation.unknownField': 'Unsupported field',
  'validation.controlCharacter': 'Contains a control character or an invalid character',
  'validation.tooDeep': 'Data is nested more than {max} levels deep',
};

type Catalogue = Record<string, string>;
const catalogues: Record<Locale, Catalogue> = { vi, en };

/**
 * Modules add their own messages here at import time (each module keeps its strings
 * next to its routes), always in both languages.
 */
export function registerMessages(add: { vi: Catalogue; en: Catalogue }): void {
  Object.assign(catalogues.vi, add.vi);
  Object.assign(catalogues.en, add.en);
}

export function hasMessage(key: string): boolean {
  return key in catalogues.vi;
}

/**
 * A message in `locale`. `{name}` is replaced by the param; `{name:kind}` by the message
 * `kind.<param>` when there is one, so a code reads in words ("{from:status}" → "Đã hủy").
 */
export function t(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = catalogues[locale][key] ?? catalogues.vi[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, kind?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // {price:number}: a number in the page's convention (2,5 in Vietnamese, 2.5 in English).
    if (kind === 'number' && value !== '' && Number.isFinite(Number(value)))
      return formatNumber(Number(value), locale);
    const word = kind ? catalogues[locale][`${kind}.${value}`] : undefined;
    return word ?? String(value);
  });
}

export function allMessageKeys(locale: Locale): string[] {
  return Object.keys(catalogues[locale]);
}
