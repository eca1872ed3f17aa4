import { registerMessages } from '../../i18n/messages';

registerMessages({
  vi: {
    'auth.invalidCredentials': 'Tên đăng nhập hoặc mật khẩu không đúng',
    'auth.accountDisabled': 'Tài khoản đã bị khóa',
    'auth.invalidRefreshToken': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    'auth.adminOnly': 'Chỉ quản trị viên được đăng nhập tại đây',
    'auth.usernameTaken': 'Tên đăng nhập đã được sử dụng',
    'auth.emailTaken': 'Email đã được sử dụng',
    'auth.userNotFound': 'Không tìm thấy tài khoản',
    'validation.passwordMin': 'Mật khẩu phải có ít nhất {min} ký tự',
    'validation.username': 'Tên đăng nhập chỉ gồm chữ không dấu, số và . _ -',
  },
  en: {
    'auth.invalidCredentials': 'Wrong username or password',
    'auth.accountDisabled': 'This account is locked',
    'auth.invalidRefreshToken': 'Your session has expired, please log in again',
    'auth.adminOnly': 'Only administrators can log in here',
    'auth.usernameTaken': 'This username is already taken',
    'auth.emailTaken': 'This e-mail is already in use',
    'auth.userNotFound': 'Account not found',
    'validation.passwordMin': 'The password needs at least {min} characters',
    'validation.username': 'A username has only letters without accents, digits and . _ -',
  },
});
