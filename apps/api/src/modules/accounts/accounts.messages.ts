import { registerMessages } from '../../i18n/messages';

registerMessages({
  vi: {
    'accounts.staffNotFound': 'Không tìm thấy nhân viên',
    'accounts.customerNotFound': 'Không tìm thấy khách hàng',
    'accounts.roleNotFound': 'Không tìm thấy vai trò',
    'accounts.roleUnknown': 'Vai trò không tồn tại',
    'accounts.roleCodeTaken': 'Mã vai trò đã được sử dụng',
    'accounts.roleSystem': 'Không thể xóa vai trò mặc định của hệ thống',
    'accounts.roleInUse': 'Vai trò đang được gán cho {count} tài khoản',
    'accounts.administratorFixed': 'Quản trị viên luôn có mọi quyền',
    'accounts.administratorOnly': 'Chỉ quản trị viên được gán hoặc sửa tài khoản quản trị',
    'accounts.customerRoleForPortal': 'Vai trò khách hàng chỉ dành cho tài khoản khách hàng',
    'accounts.notYourself': 'Không thể thực hiện thao tác này trên chính tài khoản của bạn',
    'accounts.inUse': 'Dữ liệu đang được sử dụng, hãy khóa thay vì xóa',
    'accounts.salesUnknown': 'Nhân viên kinh doanh không tồn tại',
    'validation.roleCode': 'Mã vai trò gồm chữ in hoa không dấu, số và _',
    'validation.taxCode':
      'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch và 3 chữ số của chi nhánh, với chữ số kiểm tra đúng (VD: 0312345673 hoặc 0312345673-001)',
  },
  en: {
    'accounts.staffNotFound': 'Staff member not found',
    'accounts.customerNotFound': 'Customer not found',
    'accounts.roleNotFound': 'Role not found',
    'accounts.roleUnknown': 'This role does not exist',
    'accounts.roleCodeTaken': 'This role code is already in use',
    'accounts.roleSystem': 'A built-in role cannot be deleted',
    'accounts.roleInUse': 'This role is held by {count} account(s)',
    'accounts.administratorFixed': 'The Administrator always holds every permission',
    'accounts.administratorOnly': 'Only an administrator can grant or edit administrator accounts',
    'accounts.customerRoleForPortal': 'The Customer role is for customer accounts only',
    'accounts.notYourself': 'You cannot do this to your own account',
    'accounts.inUse': 'This record is in use; lock it instead of deleting it',
    'accounts.salesUnknown': 'This sales user does not exist',
    'validation.roleCode': 'A role code has capital letters without accents, digits and _',
    'validation.taxCode':
      'A tax code is 10 digits, or 10 digits, a hyphen and a 3-digit branch, with a correct check digit (e.g. 0312345673 or 0312345673-001)',
  },
});
