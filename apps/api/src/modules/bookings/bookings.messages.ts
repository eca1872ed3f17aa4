import { CARGO_UNIT_LABELS, CARRIER_LABELS, OFFICE_LABELS, SERVICE_LABELS, STATUS_LABELS } from '@acf/shared';
import { registerMessages } from '../../i18n/messages';

/** The booking's codes in words, as `{param:kind}` placeholders and documents read them. */
const CODES = {
  status: STATUS_LABELS,
  service: SERVICE_LABELS,
  carrier: CARRIER_LABELS,
  office: OFFICE_LABELS,
  cargoUnit: CARGO_UNIT_LABELS,
};
const codeWords = (locale: 'vi' | 'en') =>
  Object.fromEntries(
    Object.entries(CODES).flatMap(([kind, table]) =>
      Object.entries(table as Record<string, { vi: string; en: string }>).map(([code, l]) => [
        `${kind}.${code}`,
        l[locale],
      ]),
    ),
  );
registerMessages({ vi: codeWords('vi'), en: codeWords('en') });

registerMessages({
  vi: {
    'booking.notFound': 'Không tìm thấy booking',
    'booking.transitionNotAllowed': 'Không thể chuyển trạng thái từ {from:status} sang {to:status}',
    'booking.notEditable': 'Booking ở trạng thái {status:status} không thể sửa',
    'booking.customerEditOnlyBooked': 'Khách hàng chỉ sửa được booking khi đang ở trạng thái Đã đặt',
    'booking.editAfterPickupOperations': 'Sau khi lấy hàng, chỉ nhân viên vận hành được sửa booking',
    'booking.customerNotFound': 'Không tìm thấy khách hàng',
    'booking.customerCancelOnly': 'Khách hàng chỉ có thể hủy booking khi đang ở trạng thái Đã đặt',
    'booking.importInvalid': 'Tệp có dòng không hợp lệ: chưa có booking nào được nhập',
    'booking.importEmpty': 'Tệp không có dòng dữ liệu nào',
    'booking.importUnreadable': 'Không đọc được tệp Excel',
    'booking.importTooMany': 'Tối đa {max} dòng mỗi lần nhập',
    'booking.unknownCustomerCode': 'Không có khách hàng với mã này',
    'booking.importKeyDiffers': 'Khác với dòng đầu tiên của cùng mã nhóm booking',
    'booking.idempotencyKey': 'Idempotency-Key không hợp lệ',
    'booking.labelCancelled': 'Booking đã hủy: không in nhãn cho booking này',
    'booking.ownRoute.ASSIGNED':
      'Đã phân công lấy hàng chỉ được ghi khi giao đơn cho một nhân viên lấy hàng (trang {page})',
    'booking.ownRoute.PICKED_UP':
      'Đã lấy hàng chỉ được ghi khi nhân viên lấy hàng xác nhận (trang {page}) hoặc khi kho nhận hàng (trang Vận hành)',
    'booking.ownRoute.MANIFESTED':
      'Đã lên manifest chỉ được ghi khi thêm lô hàng vào một manifest (trang {page})',
    'booking.ownRoute.IN_TRANSIT':
      'Đang vận chuyển chỉ được ghi khi manifest của lô hàng khởi hành (trang {page})',
    'booking.ownRoute.DELIVERED':
      'Đã giao hàng chỉ được ghi cùng bằng chứng giao hàng: xác nhận giao hàng hoặc nhập POD (trang {page})',
    'booking.ownRoute.EXCEPTION': 'Sự cố chỉ được mở và xử lý ở phần Sự cố của trang Vận hành ({page})',
    'checkpoint.applied': 'Đã cập nhật',
    'checkpoint.unknown': 'Không tìm thấy mã vận đơn',
    'checkpoint.invalid': 'Mã vận đơn không hợp lệ (sai số kiểm tra)',
    'checkpoint.notAllowed': 'Không thể chuyển từ {from} sang {to}',
    'tracking.notFound': 'Không tìm thấy mã vận đơn',
    'tracking.invalid': 'Mã vận đơn không hợp lệ',
    'validation.phone': 'Số điện thoại không hợp lệ',
    'validation.phoneVN': 'Số điện thoại Việt Nam không hợp lệ (VD: 0912 345 678 hoặc 028 3823 4567)',
    'validation.phoneJP': 'Số điện thoại Nhật Bản không hợp lệ (VD: 090-1234-5678 hoặc +81 3-1234-5678)',
    'validation.phoneKR': 'Số điện thoại Hàn Quốc không hợp lệ (VD: 010-1234-5678 hoặc +82 2-1234-5678)',
    'validation.phoneUS': 'Số điện thoại Hoa Kỳ không hợp lệ (VD: (201) 555-0123 hoặc +1 201 555 0123)',
    'validation.jpPostcodeRequired': 'Hàng đi Nhật cần mã bưu chính 7 số (VD: 100-0001)',
    'validation.jpPostcode':
      'Mã bưu chính Nhật gồm 7 chữ số, có hoặc không có gạch (VD: 100-0001 hoặc 1000001)',
    'validation.krCustomsCodeRequired':
      'Hàng đi Hàn Quốc cần mã hải quan của người nhận: cá nhân là mã thông quan cá nhân (VD: P123456789012), công ty là mã số đăng ký kinh doanh (VD: 123-45-67890)',
    'validation.krCustomsCode':
      'Mã hải quan Hàn Quốc: P và 12 chữ số cho cá nhân (VD: P123456789012), hoặc 10 chữ số cho công ty (VD: 123-45-67890)',
    'division.provinceNotFound': 'Không có tỉnh/thành với mã này',
    'validation.provinceCode': 'Mã tỉnh/thành gồm 2 chữ số (VD: 79)',
    'validation.communeCode': 'Mã phường/xã gồm 5 chữ số (VD: 26740)',
    'validation.provinceUnknown': 'Không có tỉnh/thành này (tên hoặc mã 2 chữ số)',
    'validation.communeUnknown': 'Không có phường/xã với mã này',
    'validation.communeNotInProvince': 'Phường/xã này không thuộc {province}',
    'validation.communeSuggest': 'Không có phường/xã này ở {province}; có phải “{suggestion}”?',
    'validation.country': 'Mã quốc gia gồm 2 chữ cái (VD: VN)',
    'validation.timeWindow': 'Khung giờ dạng HH:mm-HH:mm',
    'validation.pickupPast': 'Ngày lấy hàng không được trước hôm nay',
    'validation.pickupDateRequired': 'Vui lòng chọn ngày lấy hàng',
    'validation.hsCode': 'Mã HS gồm 6 đến 10 chữ số (có thể có dấu chấm, khoảng trắng)',
    'validation.hsChapter': 'Mã HS phải bắt đầu bằng một chương có thật (01–97, trừ 77)',
    'validation.originCountry': 'Xuất xứ là mã quốc gia ISO gồm 2 chữ cái (VD: VN)',
    'validation.customsItemsRequired': 'Hàng gửi ra nước ngoài cần ít nhất một dòng hàng',
    'validation.customsTotal': 'Tổng giá trị các dòng hàng phải bằng giá trị khai báo',
    'bookingExport.code': 'Mã booking',
    'bookingExport.trackingNumber': 'Mã vận đơn',
    'bookingExport.status': 'Trạng thái',
    'bookingExport.customer': 'Khách hàng',
    'bookingExport.service': 'Dịch vụ',
    'bookingExport.carrier': 'Hãng',
    'bookingExport.receiverName': 'Người nhận',
    'bookingExport.receiverCountry': 'Nước đến',
    'bookingExport.chargeableWeight': 'KL tính cước (kg)',
    'bookingExport.total': 'Tổng tiền',
    'bookingExport.currency': 'Tiền tệ',
    'bookingExport.createdAt': 'Ngày tạo',
  },
  en: {
    'booking.notFound': 'Booking not found',
    'booking.transitionNotAllowed': 'The status cannot change from {from:status} to {to:status}',
    'booking.notEditable': 'A booking in status {status:status} cannot be edited',
    'booking.customerEditOnlyBooked': 'Customers can edit a booking only while it is Booked',
    'booking.editAfterPickupOperations': 'After pickup, only operations staff can edit a booking',
    'booking.customerNotFound': 'Customer not found',
    'booking.customerCancelOnly': 'Customers can only cancel a booking while it is Booked',
    'booking.importInvalid': 'Some rows are invalid: no booking was imported',
    'booking.importEmpty': 'The file has no data rows',
    'booking.importUnreadable': 'The Excel file could not be read',
    'booking.importTooMany': 'At most {max} rows per import',
    'booking.unknownCustomerCode': 'No customer has this code',
    'booking.importKeyDiffers': 'Differs from the first row of the same booking key',
    'booking.idempotencyKey': 'Invalid Idempotency-Key',
    'booking.labelCancelled': 'This booking is cancelled: no label is printed for it',
    'booking.ownRoute.ASSIGNED':
      'Assigned for pickup is recorded only by giving the booking to a driver (page {page})',
    'booking.ownRoute.PICKED_UP':
      'Picked up is recorded only by the pickup confirmation (page {page}) or by receiving at the warehouse (Operations page)',
    'booking.ownRoute.MANIFESTED':
      'Manifested is recorded only by adding the shipment to a manifest (page {page})',
    'booking.ownRoute.IN_TRANSIT':
      "In transit is recorded only when the shipment's manifest departs (page {page})",
    'booking.ownRoute.DELIVERED':
      'Delivered is recorded only with a proof of delivery: a delivery confirmation or a POD import (page {page})',
    'booking.ownRoute.EXCEPTION':
      'An exception is raised and resolved only under Exceptions on the Operations page ({page})',
    'checkpoint.applied': 'Applied',
    'checkpoint.unknown': 'Tracking number not found',
    'checkpoint.invalid': 'Invalid tracking number (wrong check digit)',
    'checkpoint.notAllowed': 'Cannot move from {from} to {to}',
    'tracking.notFound': 'Tracking number not found',
    'tracking.invalid': 'Invalid tracking number',
    'validation.phone': 'Invalid phone number',
    'validation.phoneVN': 'Not a valid Vietnamese phone number (e.g. 0912 345 678 or 028 3823 4567)',
    'validation.phoneJP': 'Not a valid Japanese phone number (e.g. 090-1234-5678 or +81 3-1234-5678)',
    'validation.phoneKR': 'Not a valid Korean phone number (e.g. 010-1234-5678 or +82 2-1234-5678)',
    'validation.phoneUS': 'Not a valid US phone number (e.g. (201) 555-0123 or +1 201 555 0123)',
    'validation.jpPostcodeRequired': 'A shipment to Japan needs a 7-digit postal code (e.g. 100-0001)',
    'validation.jpPostcode':
      'A Japanese postal code has 7 digits, with or without the dash (e.g. 100-0001 or 1000001)',
    'validation.krCustomsCodeRequired':
      "A shipment to Korea needs the receiver's customs code: a person's personal clearance code (e.g. P123456789012), a company's business registration number (e.g. 123-45-67890)",
    'validation.krCustomsCode':
      'A Korean customs code is P and 12 digits for a person (e.g. P123456789012), or 10 digits for a company (e.g. 123-45-67890)',
    'division.provinceNotFound': 'No province has this code',
    'validation.provinceCode': 'A province code has 2 digits (e.g. 79)',
    'validation.communeCode': 'A commune code has 5 digits (e.g. 26740)',
    'validation.provinceUnknown': 'No such province (a name or its 2-digit code)',
    'validation.communeUnknown': 'No commune or ward has this code',
    'validation.communeNotInProvince': 'This commune or ward is not in {province}',
    'validation.communeSuggest': 'No such commune or ward in {province}; did you mean “{suggestion}”?',
    'validation.country': 'A 2-letter country code (e.g. VN)',
    'validation.timeWindow': 'Time window as HH:mm-HH:mm',
    'validation.pickupPast': 'The pickup date cannot be before today',
    'validation.pickupDateRequired': 'Please choose a pickup date',
    'validation.hsCode': 'An HS code has 6 to 10 digits (dots and spaces allowed)',
    'validation.hsChapter': 'An HS code starts with a real chapter (01–97, not 77)',
    'validation.originCountry': 'Origin is a 2-letter ISO country code (e.g. VN)',
    'validation.customsItemsRequired': 'Goods sent abroad need at least one goods line',
    'validation.customsTotal': 'The goods lines must add up to the declared value',
    'bookingExport.code': 'Booking code',
    'bookingExport.trackingNumber': 'Tracking number',
    'bookingExport.status': 'Status',
    'bookingExport.customer': 'Customer',
    'bookingExport.service': 'Service',
    'bookingExport.carrier': 'Carrier',
    'bookingExport.receiverName': 'Receiver',
    'bookingExport.receiverCountry': 'Country',
    'bookingExport.chargeableWeight': 'Chargeable (kg)',
    'bookingExport.total': 'Total',
    'bookingExport.currency': 'Currency',
    'bookingExport.createdAt': 'Created',
  },
});
