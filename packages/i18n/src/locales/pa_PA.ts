import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'ਨੈੱਟਵਰਕ ਦਾ ਸਮਾਂ ਖਤਮ ਹੋ ਗਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। (ਬੇਨਤੀ ID: {{requestId}}, URL: {{url}}, ਸਥਿਤੀ: {{status}}, ਮੁੜ ਕੋਸ਼ਿਸ਼ਾਂ: {{retryCount}})',
  'error.system':
    'ਸਿਸਟਮ ਗਲਤੀ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। (ਬੇਨਤੀ ID: {{requestId}}, URL: {{url}}, ਸਥਿਤੀ: {{status}}, ਮੁੜ ਕੋਸ਼ਿਸ਼ਾਂ: {{retryCount}})',
  'error.nonJson':
    'ਸਰਵਰ ਨੇ ਅਜਿਹਾ ਡਾਟਾ ਭੇਜਿਆ ਜੋ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। (ਬੇਨਤੀ ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'ਬੇਨਤੀ ਅਸਫਲ ਰਹੀ (ਕੋਡ {{code}})। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'error.captchaRestricted': 'ਪੁਸ਼ਟੀ ਦੀਆਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਕੋਸ਼ਿਸ਼ਾਂ। ਕਿਰਪਾ ਕਰਕੇ {{seconds}} ਸਕਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'error.captcha': 'ਪੁਸ਼ਟੀ ਅਸਫਲ ਰਹੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। (ਕੋਡ: {{code}}, ਲਾਟ ਨੰਬਰ: {{lotNumber}})',
  'error.customerServiceDisabled': 'ਗਾਹਕ ਸੇਵਾ ਚਾਲੂ ਨਹੀਂ ਹੈ।',
  'error.downloadDisabled': 'ਡਾਊਨਲੋਡ ਪੰਨਾ ਚਾਲੂ ਨਹੀਂ ਹੈ।',
  'error.withdrawPasswordRequired': 'ਕਿਰਪਾ ਕਰਕੇ ਪਹਿਲਾਂ ਪੈਸੇ ਕਢਵਾਉਣ ਦਾ ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ।',
  'error.sessionExpired': 'ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਖਤਮ ਹੋ ਗਿਆ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਲੌਗ ਇਨ ਕਰੋ।',
  'error.thirdPartyLogin': 'ਸਾਈਨ ਇਨ ਅਸਫਲ ਰਿਹਾ। ਮਦਦ ਲਈ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।',
  'error.facebookPermission': 'Facebook ਨੇ ਸਾਈਨ ਇਨ ਲਈ ਲੋੜੀਂਦੀਆਂ ਇਜਾਜ਼ਤਾਂ ਨਹੀਂ ਦਿੱਤੀਆਂ।',
  'error.loginTimeout': 'ਸਾਈਨ ਇਨ ਦਾ ਸਮਾਂ ਖਤਮ ਹੋ ਗਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',

  'validation.required': '{{item}} ਲੋੜੀਂਦਾ ਹੈ',
  'validation.username.length': 'ਵਰਤੋਂਕਾਰ ਨਾਮ {{min}}-{{max}} ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.username.chars': 'ਵਰਤੋਂਕਾਰ ਨਾਮ ਵਿੱਚ ਸਿਰਫ਼ ਅੱਖਰ ਅਤੇ ਅੰਕ ਹੋ ਸਕਦੇ ਹਨ ({{min}}-{{max}} ਅੱਖਰ)',
  'validation.password.length': 'ਪਾਸਵਰਡ {{min}}-{{max}} ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.password.specialChar': 'ਵਿਸ਼ੇਸ਼ ਅੱਖਰ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ',
  'validation.password.mix': 'ਪਾਸਵਰਡ ਵਿੱਚ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਚਿੰਨ੍ਹ ਵਿੱਚੋਂ ਘੱਟੋ-ਘੱਟ ਦੋ ਕਿਸਮਾਂ ਹੋਣੀਆਂ ਚਾਹੀਦੀਆਂ ਹਨ',
  'validation.password.uppercase': 'ਪਾਸਵਰਡ ਵਿੱਚ ਇੱਕ ਵੱਡਾ ਅੱਖਰ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.password.lowercase': 'ਪਾਸਵਰਡ ਵਿੱਚ ਇੱਕ ਛੋਟਾ ਅੱਖਰ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.password.digit': 'ਪਾਸਵਰਡ ਵਿੱਚ ਇੱਕ ਅੰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.password.special': 'ਪਾਸਵਰਡ ਵਿੱਚ ਇੱਕ ਚਿੰਨ੍ਹ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.password.weak': 'ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਕਮਜ਼ੋਰ ਹੈ। ਆਪਣੇ ਖਾਤੇ ਦੀ ਸੁਰੱਖਿਆ ਲਈ ਇਸਨੂੰ ਬਦਲੋ।',
  'validation.email.format': 'ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਵੈਧ ਈਮੇਲ ਪਤਾ ਦਰਜ ਕਰੋ',
  'validation.email.length': 'ਈਮੇਲ ਪਤਾ ਵੱਧ ਤੋਂ ਵੱਧ {{max}} ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ',
  'validation.cpf': 'CPF {{min}}-{{max}} ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.payPassword': 'ਪੈਸੇ ਕਢਵਾਉਣ ਦਾ ਪਾਸਵਰਡ {{length}} ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  'validation.amount': 'ਕਿਰਪਾ ਕਰਕੇ ਵੱਧ ਤੋਂ ਵੱਧ {{decimals}} ਦਸ਼ਮਲਵ ਸਥਾਨਾਂ ਵਾਲੀ ਰਕਮ ਦਰਜ ਕਰੋ',
  'validation.alipay': 'Alipay ਖਾਤਾ: 1 ਨਾਲ ਸ਼ੁਰੂ ਹੋਣ ਵਾਲਾ 11 ਅੰਕਾਂ ਦਾ ਮੋਬਾਈਲ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਪਤਾ',
  'validation.phone': 'ਫ਼ੋਨ ਨੰਬਰ {{min}}-{{max}} ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
} as const satisfies PartialMessages;
