import { registerMessages } from '../../i18n/messages';

registerMessages({
  vi: {
    'manifest.notFound': 'Không tìm thấy manifest',
    'manifest.shipmentNotFound': 'Lô hàng không có trong manifest này',
    'manifest.notOpen': 'Manifest đang ở trạng thái {status}: chỉ thêm hoặc rút hàng khi đang mở',
    'manifest.notEditable': 'Manifest ở trạng thái {status} không thể sửa',
    'manifest.transitionNotAllowed': 'Không thể chuyển manifest từ {from} sang {to}',
    'manifest.empty': 'Manifest chưa có lô hàng nào',
    'manifest.shipmentsNotReady': 'Các lô hàng chưa sẵn sàng khởi hành: {numbers}',
    'manifest.dayFull': 'Đã hết số manifest trong ngày cho tuyến này (tối đa 99)',
    'validation.mawb': 'Số MAWB sai: 3 số hãng bay + 8 số, số cuối là 7 số đầu chia 7 lấy dư',
    'validation.iata': 'Mã sân bay IATA gồm 3 chữ cái (VD: NRT)',
    'manifest.notDeliverable': 'Lô hàng đang ở trạng thái {status}: chỉ giao được lô hàng đang vận chuyển',
    'manifest.podFileNotFound': 'Không tìm thấy ảnh chứng từ giao hàng',
    'manifest.deliveryInFuture': 'Thời gian giao không được ở tương lai',
    'manifest.podFileType': 'Ảnh phải là JPEG, PNG hoặc WebP',
  },
  en: {
    'manifest.notFound': 'Manifest not found',
    'manifest.shipmentNotFound': 'This shipment is not on this manifest',
    'manifest.notOpen': 'The manifest is {status}: shipments are added or removed only while it is open',
    'manifest.notEditable': 'A manifest in status {status} cannot be edited',
    'manifest.transitionNotAllowed': 'The manifest cannot move from {from} to {to}',
    'manifest.empty': 'The manifest has no shipments',
    'manifest.shipmentsNotReady': 'These shipments are not ready to depart: {numbers}',
    'manifest.dayFull': 'No manifest numbers left today for this line (at most 99)',
    'validation.mawb':
      'Invalid MAWB: 3-digit airline prefix + 8 digits, the last being the first seven modulo 7',
    'validation.iata': 'A 3-letter IATA airport code (e.g. NRT)',
    'manifest.notDeliverable': 'The shipment is {status}: only a shipment in transit can be delivered',
    'manifest.podFileNotFound': 'Proof-of-delivery image not found',
    'manifest.deliveryInFuture': 'The delivery time cannot be in the future',
    'manifest.podFileType': 'The image must be JPEG, PNG or WebP',
  },
});
