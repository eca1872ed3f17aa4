import { registerMessages } from '../../i18n/messages';

/** The content module's own API messages, in both languages. */
registerMessages({
  vi: {
    'content.categoryNotFound': 'Không tìm thấy danh mục',
    'content.postNotFound': 'Không tìm thấy bài viết',
    'content.homeItemNotFound': 'Không tìm thấy nội dung trang chủ',
    'content.categoryHasPosts': 'Danh mục còn {count} bài viết, hãy chuyển hoặc xóa các bài viết trước',
    'content.categoryMissing': 'Danh mục không tồn tại',
    'content.postMissing': 'Bài viết không tồn tại',
    'content.reorderMismatch': 'Danh sách phải gồm đúng các mục của loại này',
    'upload.fileRequired': 'Vui lòng chọn một tệp ảnh',
    'upload.unsupportedType': 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc GIF',
    'upload.tooLarge': 'Ảnh tối đa {max} MB',
    'upload.tooManyPixels': 'Ảnh có kích thước quá lớn',
    'upload.malformed': 'Không đọc được tệp gửi lên, vui lòng chọn lại',
    'validation.imageUrl': 'Đường dẫn ảnh không hợp lệ',
    'validation.link': 'Liên kết không hợp lệ',
    'validation.slug': 'Chỉ gồm chữ thường không dấu, số, dấu gạch',
  },
  en: {
    'content.categoryNotFound': 'Category not found',
    'content.postNotFound': 'Post not found',
    'content.homeItemNotFound': 'Home content item not found',
    'content.categoryHasPosts': 'The category still has {count} posts; move or delete them first',
    'content.categoryMissing': 'This category does not exist',
    'content.postMissing': 'This post does not exist',
    'content.reorderMismatch': 'The list must hold exactly the items of this type',
    'upload.fileRequired': 'Please choose an image file',
    'upload.unsupportedType': 'Only JPEG, PNG, WebP or GIF images are accepted',
    'upload.tooLarge': 'Images may be at most {max} MB',
    'upload.tooManyPixels': 'The image dimensions are too large',
    'upload.malformed': 'The upload could not be read, please choose the file again',
    'validation.imageUrl': 'Invalid image URL',
    'validation.link': 'Invalid link',
    'validation.slug': 'Only lower-case letters without accents, digits and dashes',
  },
});
