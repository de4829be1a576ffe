import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Ağ zaman aşımı. Lütfen daha sonra tekrar deneyin. (İstek kimliği: {{requestId}}, URL: {{url}}, durum: {{status}}, yeniden deneme: {{retryCount}})',
  'error.system':
    'Sistem hatası. Lütfen daha sonra tekrar deneyin. (İstek kimliği: {{requestId}}, URL: {{url}}, durum: {{status}}, yeniden deneme: {{retryCount}})',
  'error.nonJson':
    'Sunucu okunamayan veri gönderdi. Lütfen daha sonra tekrar deneyin. (İstek kimliği: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'İstek başarısız oldu (kod {{code}}). Lütfen daha sonra tekrar deneyin.',
  'error.captchaRestricted': 'Çok fazla doğrulama denemesi. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'error.captcha':
    'Doğrulama başarısız. Lütfen tekrar deneyin. (Kod: {{code}}, parti numarası: {{lotNumber}})',
  'error.customerServiceDisabled': 'Müşteri hizmetleri etkin değil.',
  'error.downloadDisabled': 'İndirme sayfası etkin değil.',
  'error.withdrawPasswordRequired': 'Lütfen önce bir para çekme şifresi belirleyin.',
  'error.sessionExpired': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'error.thirdPartyLogin': 'Giriş başarısız. Yardım için bizimle iletişime geçin.',
  'error.facebookPermission': 'Facebook, giriş için gereken izinleri vermedi.',
  'error.loginTimeout': 'Giriş zaman aşımına uğradı. Lütfen tekrar deneyin.',

  'validation.required': '{{item}} zorunludur',
  'validation.username.length': 'Kullanıcı adı {{min}}-{{max}} karakter olmalıdır',
  'validation.username.chars': 'Kullanıcı adı yalnızca harf ve rakam içerebilir ({{min}}-{{max}} karakter)',
  'validation.password.length': 'Şifre {{min}}-{{max}} karakter olmalıdır',
  'validation.password.specialChar': 'Özel karaktere izin verilmiyor',
  'validation.password.mix': 'Şifre harf, rakam ve simgelerden en az ikisini içermelidir',
  'validation.password.uppercase': 'Şifre bir büyük harf içermelidir',
  'validation.password.lowercase': 'Şifre bir küçük harf içermelidir',
  'validation.password.digit': 'Şifre bir rakam içermelidir',
  'validation.password.special': 'Şifre bir simge içermelidir',
  'validation.password.weak': 'Şifreniz zayıf. Hesabınızı korumak için değiştirin.',
  'validation.email.format': 'Lütfen geçerli bir e-posta adresi girin',
  'validation.email.length': 'E-posta adresi en fazla {{max}} karakter olabilir',
  'validation.cpf': 'CPF {{min}}-{{max}} haneli olmalıdır',
  'validation.payPassword': 'Para çekme şifresi {{length}} haneli olmalıdır',
  'validation.amount': 'Lütfen en fazla {{decimals}} ondalık basamaklı bir tutar girin',
  'validation.alipay': 'Alipay hesabı: 1 ile başlayan 11 haneli cep numarası veya e-posta adresi',
  'validation.phone': 'Telefon numarası {{min}}-{{max}} haneli olmalıdır',
} as const satisfies PartialMessages;
