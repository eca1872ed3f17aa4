import { registerMessages } from '../../i18n/messages';

registerMessages({
  vi: {
    'exception.notFound': 'Không tìm thấy sự cố',
    'exception.alreadyResolved': 'Sự cố này đã được xử lý',
    'exception.notActive': 'Lô hàng đang ở trạng thái {status}: không thể báo sự cố',
  },
  en: {
    'exception.notFound': 'Exception not found',
    'exception.alreadyResolved': 'This exception is already resolved',
    'exception.notActive': 'The shipment is {status}: no exception can be raised',
  },
});
