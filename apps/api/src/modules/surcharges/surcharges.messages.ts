import { registerMessages } from '../../i18n/messages';

/**
 * Messages of the surcharge check and its master data; the validation keys are the shared
 * contracts'. 'validation.country' is registered once, by the bookings module.
 */
registerMessages({
  vi: {
    'validation.positive': 'Giá trị phải lớn hơn 0',
    'validation.nonnegative': 'Giá trị không được âm',
    'validation.min': 'Giá trị phải lớn hơn hoặc bằng {min}',
    'validation.max': 'Giá trị phải nhỏ hơn hoặc bằng {max}',
    'validation.minItems': 'Cần ít nhất {min} mục',
    'validation.maxItems': 'Tối đa {max} mục',
    'validation.boolean': 'Giá trị phải là đúng hoặc sai',
    'validation.string': 'Vui lòng nhập chữ',
    'validation.tooLong': 'Tối đa {max} ký tự',
    'validation.invalidOption': 'Lựa chọn không hợp lệ',
    'validation.postalCode':
      'Mã bưu chính chỉ gồm chữ, số, dấu cách, dấu gạch ngang và có thể kết thúc bằng *',
    'validation.importFileType': 'Chỉ nhận tệp .csv hoặc .xlsx',
    'validation.fileTooLarge': 'Tệp quá lớn',
    'surcharges.feeCodeOfOtherCarrier': 'Hãng này không có phụ phí {code}',
    'surcharges.postalCodeExists': 'Mã bưu chính này đã có trong danh sách',
    'surcharges.postalCodeNotFound': 'Không tìm thấy mã bưu chính',
    'surcharges.importUnreadable': 'Không đọc được tệp',
    'surcharges.importColumns': 'Dòng tiêu đề phải có cột country và postal_code',
    'surcharges.importEmpty': 'Tệp không có dòng dữ liệu nào',
    'surcharges.importTooManyRows': 'Tệp có quá {max} dòng',
    'surcharges.importInvalid': 'Tệp có dòng không hợp lệ, chưa có dữ liệu nào được nhập',
  },
  en: {
    'validation.positive': 'Must be greater than 0',
    'validation.nonnegative': 'Must not be negative',
    'validation.min': 'Must be at least {min}',
    'validation.max': 'Must be at most {max}',
    'validation.minItems': 'At least {min} items are needed',
    'validation.maxItems': 'At most {max} items',
    'validation.boolean': 'Must be true or false',
    'validation.string': 'Please enter text',
    'validation.tooLong': 'At most {max} characters',
    'validation.invalidOption': 'Invalid choice',
    'validation.postalCode': 'A postal code has letters, digits, spaces and dashes, and may end with *',
    'validation.importFileType': 'Only .csv or .xlsx files',
    'validation.fileTooLarge': 'The file is too large',
    'surcharges.feeCodeOfOtherCarrier': 'This carrier has no {code} surcharge',
    'surcharges.postalCodeExists': 'This postal code is already in the list',
    'surcharges.postalCodeNotFound': 'Postal code not found',
    'surcharges.importUnreadable': 'The file cannot be read',
    'surcharges.importColumns': 'The header row needs the columns country and postal_code',
    'surcharges.importEmpty': 'The file has no data rows',
    'surcharges.importTooManyRows': 'The file has more than {max} rows',
    'surcharges.importInvalid': 'Some rows are invalid; nothing was imported',
  },
});
