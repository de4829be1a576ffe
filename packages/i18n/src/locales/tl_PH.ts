import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Nag-time out ang network. Pakisubukang muli mamaya. (Request ID: {{requestId}}, URL: {{url}}, status: {{status}}, ulit: {{retryCount}})',
  'error.system':
    'Nagkaroon ng error sa system. Pakisubukang muli mamaya. (Request ID: {{requestId}}, URL: {{url}}, status: {{status}}, ulit: {{retryCount}})',
  'error.nonJson':
    'Nagpadala ang server ng data na hindi mabasa. Pakisubukang muli mamaya. (Request ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'Nabigo ang request (code {{code}}). Pakisubukang muli mamaya.',
  'error.captchaRestricted':
    'Masyadong maraming pagsubok sa pag-verify. Pakisubukang muli pagkalipas ng {{seconds}} segundo.',
  'error.captcha': 'Nabigo ang pag-verify. Pakisubukang muli. (Code: {{code}}, lot number: {{lotNumber}})',
  'error.customerServiceDisabled': 'Hindi pa naka-enable ang customer service.',
  'error.downloadDisabled': 'Hindi pa naka-enable ang download page.',
  'error.withdrawPasswordRequired': 'Mag-set muna ng withdrawal password.',
  'error.sessionExpired': 'Nag-expire na ang session mo. Mag-log in muli.',
  'error.thirdPartyLogin': 'Hindi nakapag-sign in. Makipag-ugnayan sa amin para sa tulong.',
  'error.facebookPermission': 'Hindi ibinigay ng Facebook ang mga pahintulot na kailangan para mag-sign in.',
  'error.loginTimeout': 'Nag-time out ang pag-sign in. Pakisubukang muli.',

  'validation.required': 'Kailangan ang {{item}}',
  'validation.username.length': 'Dapat {{min}}-{{max}} character ang username',
  'validation.username.chars': 'Letra at numero lang ang puwede sa username ({{min}}-{{max}} character)',
  'validation.password.length': 'Dapat {{min}}-{{max}} character ang password',
  'validation.password.specialChar': 'Hindi pinapayagan ang special character',
  'validation.password.mix':
    'Dapat pagsamahin ng password ang hindi bababa sa dalawa sa letra, numero at simbolo',
  'validation.password.uppercase': 'Dapat may malaking titik ang password',
  'validation.password.lowercase': 'Dapat may maliit na titik ang password',
  'validation.password.digit': 'Dapat may numero ang password',
  'validation.password.special': 'Dapat may simbolo ang password',
  'validation.password.weak': 'Mahina ang password mo. Palitan ito para maprotektahan ang account mo.',
  'validation.email.format': 'Maglagay ng wastong email address',
  'validation.email.length': 'Hanggang {{max}} character lang ang email address',
  'validation.cpf': 'Dapat {{min}}-{{max}} digit ang CPF',
  'validation.payPassword': 'Dapat {{length}} digit ang withdrawal password',
  'validation.amount': 'Maglagay ng halaga na may hanggang {{decimals}} decimal place',
  'validation.alipay': 'Alipay account: 11-digit na mobile number na nagsisimula sa 1, o email address',
  'validation.phone': 'Dapat {{min}}-{{max}} digit ang phone number',
} as const satisfies PartialMessages;
