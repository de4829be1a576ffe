import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'नेटवर्कची वेळ संपली. कृपया नंतर पुन्हा प्रयत्न करा. (विनंती ID: {{requestId}}, URL: {{url}}, स्थिती: {{status}}, पुनर्प्रयत्न: {{retryCount}})',
  'error.system':
    'सिस्टम त्रुटी. कृपया नंतर पुन्हा प्रयत्न करा. (विनंती ID: {{requestId}}, URL: {{url}}, स्थिती: {{status}}, पुनर्प्रयत्न: {{retryCount}})',
  'error.nonJson':
    'सर्व्हरने वाचता न येणारा डेटा पाठवला. कृपया नंतर पुन्हा प्रयत्न करा. (विनंती ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'विनंती अयशस्वी झाली (कोड {{code}}). कृपया नंतर पुन्हा प्रयत्न करा.',
  'error.captchaRestricted': 'पडताळणीचे खूप जास्त प्रयत्न. कृपया {{seconds}} सेकंदांनी पुन्हा प्रयत्न करा.',
  'error.captcha': 'पडताळणी अयशस्वी झाली. कृपया पुन्हा प्रयत्न करा. (कोड: {{code}}, लॉट क्रमांक: {{lotNumber}})',
  'error.customerServiceDisabled': 'ग्राहक सेवा सुरू केलेली नाही.',
  'error.downloadDisabled': 'डाउनलोड पेज सुरू केलेले नाही.',
  'error.withdrawPasswordRequired': 'कृपया आधी पैसे काढण्याचा पासवर्ड सेट करा.',
  'error.sessionExpired': 'तुमचे सत्र संपले आहे. कृपया पुन्हा लॉग इन करा.',
  'error.thirdPartyLogin': 'साइन इन अयशस्वी झाले. मदतीसाठी आमच्याशी संपर्क साधा.',
  'error.facebookPermission': 'Facebook ने साइन इनसाठी आवश्यक परवानग्या दिल्या नाहीत.',
  'error.loginTimeout': 'साइन इनची वेळ संपली. कृपया पुन्हा प्रयत्न करा.',

  'validation.required': '{{item}} आवश्यक आहे',
  'validation.username.length': 'वापरकर्ता नाव {{min}}-{{max}} अक्षरांचे असावे',
  'validation.username.chars': 'वापरकर्ता नावात फक्त अक्षरे आणि अंक असू शकतात ({{min}}-{{max}} अक्षरे)',
  'validation.password.length': 'पासवर्ड {{min}}-{{max}} अक्षरांचा असावा',
  'validation.password.specialChar': 'विशेष अक्षराला परवानगी नाही',
  'validation.password.mix': 'पासवर्डमध्ये अक्षरे, अंक आणि चिन्हे यांपैकी किमान दोन प्रकार असावेत',
  'validation.password.uppercase': 'पासवर्डमध्ये एक कॅपिटल अक्षर असावे',
  'validation.password.lowercase': 'पासवर्डमध्ये एक लहान अक्षर असावे',
  'validation.password.digit': 'पासवर्डमध्ये एक अंक असावा',
  'validation.password.special': 'पासवर्डमध्ये एक चिन्ह असावे',
  'validation.password.weak': 'तुमचा पासवर्ड कमकुवत आहे. खाते सुरक्षित ठेवण्यासाठी तो बदला.',
  'validation.email.format': 'कृपया वैध ईमेल पत्ता टाका',
  'validation.email.length': 'ईमेल पत्ता जास्तीत जास्त {{max}} अक्षरांचा असू शकतो',
  'validation.cpf': 'CPF {{min}}-{{max}} अंकांचा असावा',
  'validation.payPassword': 'पैसे काढण्याचा पासवर्ड {{length}} अंकांचा असावा',
  'validation.amount': 'कृपया जास्तीत जास्त {{decimals}} दशांश स्थानांची रक्कम टाका',
  'validation.alipay': 'Alipay खाते: 1 ने सुरू होणारा 11 अंकी मोबाइल नंबर किंवा ईमेल पत्ता',
  'validation.phone': 'फोन नंबर {{min}}-{{max}} अंकांचा असावा',
} as const satisfies PartialMessages;
