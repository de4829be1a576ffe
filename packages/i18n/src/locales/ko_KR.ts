import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    '네트워크 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요. (요청 ID: {{requestId}}, URL: {{url}}, 상태: {{status}}, 재시도: {{retryCount}}회)',
  'error.system':
    '시스템 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (요청 ID: {{requestId}}, URL: {{url}}, 상태: {{status}}, 재시도: {{retryCount}}회)',
  'error.nonJson':
    '서버에서 읽을 수 없는 데이터를 보냈습니다. 잠시 후 다시 시도해 주세요. (요청 ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': '요청에 실패했습니다(코드 {{code}}). 잠시 후 다시 시도해 주세요.',
  'error.captchaRestricted': '인증 시도가 너무 많습니다. {{seconds}}초 후에 다시 시도해 주세요.',
  'error.captcha': '인증에 실패했습니다. 다시 시도해 주세요. (코드: {{code}}, 로트 번호: {{lotNumber}})',
  'error.customerServiceDisabled': '고객센터가 활성화되어 있지 않습니다.',
  'error.downloadDisabled': '다운로드 페이지가 활성화되어 있지 않습니다.',
  'error.withdrawPasswordRequired': '먼저 출금 비밀번호를 설정해 주세요.',
  'error.sessionExpired': '세션이 만료되었습니다. 다시 로그인해 주세요.',
  'error.thirdPartyLogin': '로그인에 실패했습니다. 문의해 주세요.',
  'error.facebookPermission': 'Facebook에서 로그인에 필요한 권한을 허용하지 않았습니다.',
  'error.loginTimeout': '로그인 시간이 초과되었습니다. 다시 시도해 주세요.',

  'validation.required': '{{item}}을(를) 입력해 주세요',
  'validation.username.length': '사용자 이름은 {{min}}~{{max}}자여야 합니다',
  'validation.username.chars': '사용자 이름은 영문자와 숫자만 사용할 수 있습니다({{min}}~{{max}}자)',
  'validation.password.length': '비밀번호는 {{min}}~{{max}}자여야 합니다',
  'validation.password.specialChar': '허용되지 않는 특수 문자입니다',
  'validation.password.mix': '비밀번호는 영문자, 숫자, 기호 중 두 가지 이상을 조합해야 합니다',
  'validation.password.uppercase': '비밀번호에 대문자를 포함해야 합니다',
  'validation.password.lowercase': '비밀번호에 소문자를 포함해야 합니다',
  'validation.password.digit': '비밀번호에 숫자를 포함해야 합니다',
  'validation.password.special': '비밀번호에 기호를 포함해야 합니다',
  'validation.password.weak': '비밀번호가 약합니다. 계정 보호를 위해 변경해 주세요.',
  'validation.email.format': '올바른 이메일 주소를 입력해 주세요',
  'validation.email.length': '이메일 주소는 최대 {{max}}자입니다',
  'validation.cpf': 'CPF는 {{min}}~{{max}}자리 숫자여야 합니다',
  'validation.payPassword': '출금 비밀번호는 {{length}}자리 숫자여야 합니다',
  'validation.amount': '소수점 이하 최대 {{decimals}}자리의 금액을 입력해 주세요',
  'validation.alipay': 'Alipay 계정: 1로 시작하는 11자리 휴대폰 번호 또는 이메일 주소',
  'validation.phone': '전화번호는 {{min}}~{{max}}자리 숫자여야 합니다',
} as const satisfies PartialMessages;
