import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'नेटवर्क का समय समाप्त हो गया। कृपया बाद में फिर से प्रयास करें। (अनुरोध ID: {{requestId}}, URL: {{url}}, स्थिति: {{status}}, पुनः प्रयास: {{retryCount}})',
  'error.system':
    'सिस्टम त्रुटि। कृपया बाद में फिर से प्रयास करें। (अनुरोध ID: {{requestId}}, URL: {{url}}, स्थिति: {{status}}, पुनः प्रयास: {{retryCount}})',
  'error.nonJson':
    'सर्वर ने ऐसा डेटा भेजा जिसे पढ़ा नहीं जा सका। कृपया बाद में फिर से प्रयास करें। (अनुरोध ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'अनुरोध विफल रहा (कोड {{code}})। कृपया बाद में फिर से प्रयास करें।',
  'error.captchaRestricted': 'सत्यापन के बहुत अधिक प्रयास। कृपया {{seconds}} सेकंड बाद फिर से प्रयास करें।',
  'error.captcha': 'सत्यापन विफल रहा। कृपया फिर से प्रयास करें। (कोड: {{code}}, लॉट नंबर: {{lotNumber}})',
  'error.customerServiceDisabled': 'ग्राहक सेवा सक्षम नहीं है।',
  'error.downloadDisabled': 'डाउनलोड पेज सक्षम नहीं है।',
  'error.withdrawPasswordRequired': 'कृपया पहले निकासी पासवर्ड सेट करें।',
  'error.sessionExpired': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'error.thirdPartyLogin': 'साइन इन विफल रहा। सहायता के लिए हमसे संपर्क करें।',
  'error.facebookPermission': 'Facebook ने साइन इन के लिए आवश्यक अनुमतियाँ नहीं दीं।',
  'error.loginTimeout': 'साइन इन का समय समाप्त हो गया। कृपया फिर से प्रयास करें।',

  'validation.required': '{{item}} आवश्यक है',
  'validation.username.length': 'उपयोगकर्ता नाम {{min}}-{{max}} वर्णों का होना चाहिए',
  'validation.username.chars': 'उपयोगकर्ता नाम में केवल अक्षर और अंक हो सकते हैं ({{min}}-{{max}} वर्ण)',
  'validation.password.length': 'पासवर्ड {{min}}-{{max}} वर्णों का होना चाहिए',
  'validation.password.specialChar': 'विशेष वर्ण की अनुमति नहीं है',
  'validation.password.mix': 'पासवर्ड में अक्षर, अंक और चिह्न में से कम से कम दो प्रकार होने चाहिए',
  'validation.password.uppercase': 'पासवर्ड में एक बड़ा अक्षर होना चाहिए',
  'validation.password.lowercase': 'पासवर्ड में एक छोटा अक्षर होना चाहिए',
  'validation.password.digit': 'पासवर्ड में एक अंक होना चाहिए',
  'validation.password.special': 'पासवर्ड में एक चिह्न होना चाहिए',
  'validation.password.weak': 'आपका पासवर्ड कमज़ोर है। अपने खाते की सुरक्षा के लिए इसे बदलें।',
  'validation.email.format': 'कृपया मान्य ईमेल पता दर्ज करें',
  'validation.email.length': 'ईमेल पता अधिकतम {{max}} वर्णों का हो सकता है',
  'validation.cpf': 'CPF {{min}}-{{max}} अंकों का होना चाहिए',
  'validation.payPassword': 'निकासी पासवर्ड {{length}} अंकों का होना चाहिए',
  'validation.amount': 'कृपया अधिकतम {{decimals}} दशमलव स्थानों वाली राशि दर्ज करें',
  'validation.alipay': 'Alipay खाता: 1 से शुरू होने वाला 11 अंकों का मोबाइल नंबर या ईमेल पता',
  'validation.phone': 'फ़ोन नंबर {{min}}-{{max}} अंकों का होना चाहिए',
} as const satisfies PartialMessages;
