import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Hết thời gian chờ mạng. Vui lòng thử lại sau. (Mã yêu cầu: {{requestId}}, URL: {{url}}, trạng thái: {{status}}, số lần thử lại: {{retryCount}})',
  'error.system':
    'Lỗi hệ thống. Vui lòng thử lại sau. (Mã yêu cầu: {{requestId}}, URL: {{url}}, trạng thái: {{status}}, số lần thử lại: {{retryCount}})',
  'error.nonJson':
    'Máy chủ trả về dữ liệu không đọc được. Vui lòng thử lại sau. (Mã yêu cầu: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'Yêu cầu thất bại (mã {{code}}). Vui lòng thử lại sau.',
  'error.captchaRestricted': 'Xác minh quá nhiều lần. Vui lòng thử lại sau {{seconds}} giây.',
  'error.captcha': 'Xác minh thất bại. Vui lòng thử lại. (Mã: {{code}}, số lô: {{lotNumber}})',
  'error.customerServiceDisabled': 'Dịch vụ chăm sóc khách hàng chưa được bật.',
  'error.downloadDisabled': 'Trang tải xuống chưa được bật.',
  'error.withdrawPasswordRequired': 'Vui lòng thiết lập mật khẩu rút tiền trước.',
  'error.sessionExpired': 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  'error.thirdPartyLogin': 'Đăng nhập thất bại. Vui lòng liên hệ với chúng tôi để được hỗ trợ.',
  'error.facebookPermission': 'Facebook không cấp các quyền cần thiết để đăng nhập.',
  'error.loginTimeout': 'Đăng nhập quá thời gian. Vui lòng thử lại.',

  'validation.required': 'Vui lòng nhập {{item}}',
  'validation.username.length': 'Tên người dùng phải có {{min}}-{{max}} ký tự',
  'validation.username.chars': 'Tên người dùng chỉ được gồm chữ cái và chữ số ({{min}}-{{max}} ký tự)',
  'validation.password.length': 'Mật khẩu phải có {{min}}-{{max}} ký tự',
  'validation.password.specialChar': 'Không được dùng ký tự đặc biệt này',
  'validation.password.mix': 'Mật khẩu phải kết hợp ít nhất hai loại: chữ cái, chữ số và ký hiệu',
  'validation.password.uppercase': 'Mật khẩu phải có chữ in hoa',
  'validation.password.lowercase': 'Mật khẩu phải có chữ thường',
  'validation.password.digit': 'Mật khẩu phải có chữ số',
  'validation.password.special': 'Mật khẩu phải có ký hiệu',
  'validation.password.weak': 'Mật khẩu của bạn yếu. Vui lòng đổi để bảo vệ tài khoản.',
  'validation.email.format': 'Vui lòng nhập địa chỉ email hợp lệ',
  'validation.email.length': 'Địa chỉ email tối đa {{max}} ký tự',
  'validation.cpf': 'CPF phải gồm {{min}}-{{max}} chữ số',
  'validation.payPassword': 'Mật khẩu rút tiền phải gồm {{length}} chữ số',
  'validation.amount': 'Vui lòng nhập số tiền có tối đa {{decimals}} chữ số thập phân',
  'validation.alipay': 'Tài khoản Alipay: số di động 11 chữ số bắt đầu bằng 1 hoặc địa chỉ email',
  'validation.phone': 'Số điện thoại phải gồm {{min}}-{{max}} chữ số',
} as const satisfies PartialMessages;
