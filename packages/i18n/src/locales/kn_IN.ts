import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'ನೆಟ್‌ವರ್ಕ್ ಸಮಯ ಮೀರಿದೆ. ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. (ವಿನಂತಿ ID: {{requestId}}, URL: {{url}}, ಸ್ಥಿತಿ: {{status}}, ಮರುಪ್ರಯತ್ನಗಳು: {{retryCount}})',
  'error.system':
    'ಸಿಸ್ಟಂ ದೋಷ. ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. (ವಿನಂತಿ ID: {{requestId}}, URL: {{url}}, ಸ್ಥಿತಿ: {{status}}, ಮರುಪ್ರಯತ್ನಗಳು: {{retryCount}})',
  'error.nonJson':
    'ಸರ್ವರ್ ಓದಲಾಗದ ಡೇಟಾವನ್ನು ಕಳುಹಿಸಿದೆ. ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. (ವಿನಂತಿ ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'ವಿನಂತಿ ವಿಫಲವಾಗಿದೆ (ಕೋಡ್ {{code}}). ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'error.captchaRestricted': 'ಪರಿಶೀಲನೆಯ ಪ್ರಯತ್ನಗಳು ಹೆಚ್ಚಾಗಿವೆ. ದಯವಿಟ್ಟು {{seconds}} ಸೆಕೆಂಡುಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'error.captcha': 'ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. (ಕೋಡ್: {{code}}, ಲಾಟ್ ಸಂಖ್ಯೆ: {{lotNumber}})',
  'error.customerServiceDisabled': 'ಗ್ರಾಹಕ ಸೇವೆ ಸಕ್ರಿಯವಾಗಿಲ್ಲ.',
  'error.downloadDisabled': 'ಡೌನ್‌ಲೋಡ್ ಪುಟ ಸಕ್ರಿಯವಾಗಿಲ್ಲ.',
  'error.withdrawPasswordRequired': 'ದಯವಿಟ್ಟು ಮೊದಲು ಹಿಂಪಡೆಯುವ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ.',
  'error.sessionExpired': 'ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಿ.',
  'error.thirdPartyLogin': 'ಸೈನ್ ಇನ್ ವಿಫಲವಾಗಿದೆ. ಸಹಾಯಕ್ಕಾಗಿ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'error.facebookPermission': 'ಸೈನ್ ಇನ್‌ಗೆ ಅಗತ್ಯವಿರುವ ಅನುಮತಿಗಳನ್ನು Facebook ನೀಡಲಿಲ್ಲ.',
  'error.loginTimeout': 'ಸೈನ್ ಇನ್ ಸಮಯ ಮೀರಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',

  'validation.required': '{{item}} ಅಗತ್ಯವಿದೆ',
  'validation.username.length': 'ಬಳಕೆದಾರ ಹೆಸರು {{min}}-{{max}} ಅಕ್ಷರಗಳಿರಬೇಕು',
  'validation.username.chars': 'ಬಳಕೆದಾರ ಹೆಸರಿನಲ್ಲಿ ಅಕ್ಷರಗಳು ಮತ್ತು ಅಂಕಿಗಳು ಮಾತ್ರ ಇರಬಹುದು ({{min}}-{{max}} ಅಕ್ಷರಗಳು)',
  'validation.password.length': 'ಪಾಸ್‌ವರ್ಡ್ {{min}}-{{max}} ಅಕ್ಷರಗಳಿರಬೇಕು',
  'validation.password.specialChar': 'ವಿಶೇಷ ಅಕ್ಷರಕ್ಕೆ ಅನುಮತಿ ಇಲ್ಲ',
  'validation.password.mix': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು ಮತ್ತು ಚಿಹ್ನೆಗಳಲ್ಲಿ ಕನಿಷ್ಠ ಎರಡು ಬಗೆ ಇರಬೇಕು',
  'validation.password.uppercase': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಒಂದು ದೊಡ್ಡ ಅಕ್ಷರ ಇರಬೇಕು',
  'validation.password.lowercase': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಒಂದು ಸಣ್ಣ ಅಕ್ಷರ ಇರಬೇಕು',
  'validation.password.digit': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಒಂದು ಅಂಕಿ ಇರಬೇಕು',
  'validation.password.special': 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಒಂದು ಚಿಹ್ನೆ ಇರಬೇಕು',
  'validation.password.weak': 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ದುರ್ಬಲವಾಗಿದೆ. ಖಾತೆಯ ಸುರಕ್ಷತೆಗಾಗಿ ಅದನ್ನು ಬದಲಾಯಿಸಿ.',
  'validation.email.format': 'ದಯವಿಟ್ಟು ಮಾನ್ಯ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ',
  'validation.email.length': 'ಇಮೇಲ್ ವಿಳಾಸ ಗರಿಷ್ಠ {{max}} ಅಕ್ಷರಗಳಿರಬಹುದು',
  'validation.cpf': 'CPF {{min}}-{{max}} ಅಂಕಿಗಳಿರಬೇಕು',
  'validation.payPassword': 'ಹಿಂಪಡೆಯುವ ಪಾಸ್‌ವರ್ಡ್ {{length}} ಅಂಕಿಗಳಿರಬೇಕು',
  'validation.amount': 'ದಯವಿಟ್ಟು ಗರಿಷ್ಠ {{decimals}} ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿರುವ ಮೊತ್ತವನ್ನು ನಮೂದಿಸಿ',
  'validation.alipay': 'Alipay ಖಾತೆ: 1 ರಿಂದ ಪ್ರಾರಂಭವಾಗುವ 11 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಇಮೇಲ್ ವಿಳಾಸ',
  'validation.phone': 'ಫೋನ್ ಸಂಖ್ಯೆ {{min}}-{{max}} ಅಂಕಿಗಳಿರಬೇಕು',
} as const satisfies PartialMessages;
