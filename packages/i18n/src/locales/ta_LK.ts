import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'நெட்வொர்க் நேரம் முடிந்தது. பின்னர் மீண்டும் முயலவும். (கோரிக்கை ID: {{requestId}}, URL: {{url}}, நிலை: {{status}}, மறுமுயற்சிகள்: {{retryCount}})',
  'error.system':
    'கணினிப் பிழை. பின்னர் மீண்டும் முயலவும். (கோரிக்கை ID: {{requestId}}, URL: {{url}}, நிலை: {{status}}, மறுமுயற்சிகள்: {{retryCount}})',
  'error.nonJson':
    'சேவையகம் படிக்க முடியாத தரவை அனுப்பியது. பின்னர் மீண்டும் முயலவும். (கோரிக்கை ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'கோரிக்கை தோல்வியடைந்தது (குறியீடு {{code}}). பின்னர் மீண்டும் முயலவும்.',
  'error.captchaRestricted':
    'சரிபார்ப்பு முயற்சிகள் அதிகமாக உள்ளன. {{seconds}} விநாடிகளுக்குப் பிறகு மீண்டும் முயலவும்.',
  'error.captcha': 'சரிபார்ப்பு தோல்வியடைந்தது. மீண்டும் முயலவும். (குறியீடு: {{code}}, தொகுதி எண்: {{lotNumber}})',
  'error.customerServiceDisabled': 'வாடிக்கையாளர் சேவை இயக்கப்படவில்லை.',
  'error.downloadDisabled': 'பதிவிறக்கப் பக்கம் இயக்கப்படவில்லை.',
  'error.withdrawPasswordRequired': 'முதலில் பணம் எடுக்கும் கடவுச்சொல்லை அமைக்கவும்.',
  'error.sessionExpired': 'உங்கள் அமர்வு காலாவதியானது. மீண்டும் உள்நுழையவும்.',
  'error.thirdPartyLogin': 'உள்நுழைவு தோல்வியடைந்தது. உதவிக்கு எங்களைத் தொடர்புகொள்ளவும்.',
  'error.facebookPermission': 'உள்நுழைவுக்குத் தேவையான அனுமதிகளை Facebook வழங்கவில்லை.',
  'error.loginTimeout': 'உள்நுழைவு நேரம் முடிந்தது. மீண்டும் முயலவும்.',

  'validation.required': '{{item}} தேவை',
  'validation.username.length': 'பயனர்பெயர் {{min}}-{{max}} எழுத்துகளாக இருக்க வேண்டும்',
  'validation.username.chars': 'பயனர்பெயரில் எழுத்துகளும் எண்களும் மட்டுமே இருக்கலாம் ({{min}}-{{max}} எழுத்துகள்)',
  'validation.password.length': 'கடவுச்சொல் {{min}}-{{max}} எழுத்துகளாக இருக்க வேண்டும்',
  'validation.password.specialChar': 'சிறப்பு எழுத்துக்கு அனுமதி இல்லை',
  'validation.password.mix': 'கடவுச்சொல்லில் எழுத்துகள், எண்கள், குறியீடுகளில் குறைந்தது இரண்டு வகைகள் இருக்க வேண்டும்',
  'validation.password.uppercase': 'கடவுச்சொல்லில் ஒரு பெரிய எழுத்து இருக்க வேண்டும்',
  'validation.password.lowercase': 'கடவுச்சொல்லில் ஒரு சிறிய எழுத்து இருக்க வேண்டும்',
  'validation.password.digit': 'கடவுச்சொல்லில் ஒரு எண் இருக்க வேண்டும்',
  'validation.password.special': 'கடவுச்சொல்லில் ஒரு குறியீடு இருக்க வேண்டும்',
  'validation.password.weak': 'உங்கள் கடவுச்சொல் பலவீனமானது. கணக்கைப் பாதுகாக்க அதை மாற்றவும்.',
  'validation.email.format': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  'validation.email.length': 'மின்னஞ்சல் முகவரி அதிகபட்சம் {{max}} எழுத்துகள்',
  'validation.cpf': 'CPF {{min}}-{{max}} இலக்கங்களாக இருக்க வேண்டும்',
  'validation.payPassword': 'பணம் எடுக்கும் கடவுச்சொல் {{length}} இலக்கங்களாக இருக்க வேண்டும்',
  'validation.amount': 'அதிகபட்சம் {{decimals}} தசம இடங்கள் கொண்ட தொகையை உள்ளிடவும்',
  'validation.alipay': 'Alipay கணக்கு: 1 இல் தொடங்கும் 11 இலக்க கைபேசி எண் அல்லது மின்னஞ்சல் முகவரி',
  'validation.phone': 'தொலைபேசி எண் {{min}}-{{max}} இலக்கங்களாக இருக்க வேண்டும்',
} as const satisfies PartialMessages;
