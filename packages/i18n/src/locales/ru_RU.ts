import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Превышено время ожидания сети. Повторите попытку позже. (ID запроса: {{requestId}}, URL: {{url}}, статус: {{status}}, повторов: {{retryCount}})',
  'error.system':
    'Системная ошибка. Повторите попытку позже. (ID запроса: {{requestId}}, URL: {{url}}, статус: {{status}}, повторов: {{retryCount}})',
  'error.nonJson':
    'Сервер прислал нечитаемые данные. Повторите попытку позже. (ID запроса: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'Запрос не выполнен (код {{code}}). Повторите попытку позже.',
  'error.captchaRestricted': 'Слишком много попыток проверки. Повторите через {{seconds}} с.',
  'error.captcha': 'Проверка не пройдена. Повторите попытку. (Код: {{code}}, номер партии: {{lotNumber}})',
  'error.customerServiceDisabled': 'Служба поддержки не подключена.',
  'error.downloadDisabled': 'Страница загрузки не подключена.',
  'error.withdrawPasswordRequired': 'Сначала установите пароль для вывода средств.',
  'error.sessionExpired': 'Сеанс истёк. Войдите снова.',
  'error.thirdPartyLogin': 'Не удалось войти. Свяжитесь с нами для помощи.',
  'error.facebookPermission': 'Facebook не предоставил разрешения, необходимые для входа.',
  'error.loginTimeout': 'Время входа истекло. Повторите попытку.',

  'validation.required': 'Поле «{{item}}» обязательно',
  'validation.username.length': 'Имя пользователя должно содержать {{min}}–{{max}} символов',
  'validation.username.chars':
    'Имя пользователя может содержать только латинские буквы и цифры ({{min}}–{{max}} символов)',
  'validation.password.length': 'Пароль должен содержать {{min}}–{{max}} символов',
  'validation.password.specialChar': 'Недопустимый специальный символ',
  'validation.password.mix': 'Пароль должен сочетать хотя бы два вида: буквы, цифры и символы',
  'validation.password.uppercase': 'Пароль должен содержать заглавную букву',
  'validation.password.lowercase': 'Пароль должен содержать строчную букву',
  'validation.password.digit': 'Пароль должен содержать цифру',
  'validation.password.special': 'Пароль должен содержать символ',
  'validation.password.weak': 'Ваш пароль слабый. Смените его, чтобы защитить аккаунт.',
  'validation.email.format': 'Введите действительный адрес электронной почты',
  'validation.email.length': 'Адрес электронной почты — не более {{max}} символов',
  'validation.cpf': 'CPF должен содержать {{min}}–{{max}} цифр',
  'validation.payPassword': 'Пароль для вывода должен состоять из {{length}} цифр',
  'validation.amount': 'Введите сумму не более чем с {{decimals}} знаками после запятой',
  'validation.alipay':
    'Аккаунт Alipay: 11-значный номер мобильного, начинающийся с 1, или адрес электронной почты',
  'validation.phone': 'Номер телефона должен содержать {{min}}–{{max}} цифр',
} as const satisfies PartialMessages;
