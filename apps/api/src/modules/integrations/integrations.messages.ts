import { registerMessages } from '../../i18n/messages';

// Issue 24: the Developers page's errors and the e-mail about a disabled endpoint.
registerMessages({
  vi: {
    'integrations.noCustomer': 'Tài khoản này không thuộc khách hàng nào',
    'integrations.keyNotFound': 'Không tìm thấy khóa API',
    'integrations.webhookNotFound': 'Không tìm thấy webhook',
    'integrations.deliveryNotFound': 'Không tìm thấy lần gửi',
    'integrations.url.invalidUrl': 'Địa chỉ không hợp lệ',
    'integrations.url.httpsOnly': 'Địa chỉ phải dùng https',
    // Said to a shop owner: what to do, not the resolver's words (issue 32).
    'integrations.url.unresolvable':
      'Không tìm thấy địa chỉ này trên Internet. Hãy kiểm tra lại cách viết tên miền, hoặc hỏi người quản lý máy chủ đó.',
    'integrations.url.privateAddress': 'Địa chỉ trỏ tới mạng nội bộ hoặc địa chỉ đặc biệt, không được phép',
    'booking.testOnlyCancel': 'Đơn hàng thử nghiệm chỉ có thể hủy',
    'mail.webhookDisabled.subject': 'Webhook đã bị tắt',
    'mail.webhookDisabled.lead':
      'Webhook {url} của bạn đã bị tắt sau {count} lần gửi thất bại liên tiếp (mỗi lần đã thử lại trong 24 giờ).',
    'mail.webhookDisabled.next':
      'Hãy kiểm tra máy chủ nhận, xem nhật ký gửi và bật lại webhook tại trang Nhà phát triển: {url}',
  },
  en: {
    'integrations.noCustomer': 'This account belongs to no customer',
    'integrations.keyNotFound': 'API key not found',
    'integrations.webhookNotFound': 'Webhook not found',
    'integrations.deliveryNotFound': 'Delivery not found',
    'integrations.url.invalidUrl': 'Invalid address',
    'integrations.url.httpsOnly': 'The address must use https',
    'integrations.url.unresolvable':
      'We could not find this address on the internet. Check the spelling of the domain, or ask whoever runs that server.',
    'integrations.url.privateAddress':
      'The address points to a private network or a special address, which is not allowed',
    'booking.testOnlyCancel': 'A test booking can only be cancelled',
    'mail.webhookDisabled.subject': 'Webhook disabled',
    'mail.webhookDisabled.lead':
      'Your webhook {url} was disabled after {count} failed deliveries in a row (each retried for 24 hours).',
    'mail.webhookDisabled.next':
      'Check your receiving server, look at the delivery log and enable the webhook again on the Developers page: {url}',
  },
});
