import { registerMessages } from '../../i18n/messages';

registerMessages({
  vi: {
    'exception.notFound': 'Không tìm thấy sự cố',
    'exception.alreadyResolved': 'Sự cố này đã được xử lý',
    'exception.notActive': 'Lô hàng đang ở trạng thái {status}: không thể báo sự cố',
    'operations.notMeasurable': 'Lô hàng đang ở trạng thái {status}: chỉ cân đo hàng đã lấy hoặc đã nhập kho',
  },
  en: {
    'exception.notFound': 'Exception not found',
    'exception.alreadyResolved': 'This exception is already resolved',
    'exception.notActive': 'The shipment is {status}: no exception can be raised',
    'operations.notMeasurable':
      'The shipment is {status}: only picked-up or received parcels can be weighed and measured',
  },
});
