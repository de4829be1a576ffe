import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Zeitüberschreitung im Netzwerk. Bitte später erneut versuchen. (Anfrage-ID: {{requestId}}, URL: {{url}}, Status: {{status}}, Wiederholungen: {{retryCount}})',
  'error.system':
    'Systemfehler. Bitte später erneut versuchen. (Anfrage-ID: {{requestId}}, URL: {{url}}, Status: {{status}}, Wiederholungen: {{retryCount}})',
  'error.nonJson':
    'Der Server hat unlesbare Daten gesendet. Bitte später erneut versuchen. (Anfrage-ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'Die Anfrage ist fehlgeschlagen (Code {{code}}). Bitte später erneut versuchen.',
  'error.captchaRestricted':
    'Zu viele Verifizierungsversuche. Bitte in {{seconds}} Sekunden erneut versuchen.',
  'error.captcha':
    'Verifizierung fehlgeschlagen. Bitte erneut versuchen. (Code: {{code}}, Losnummer: {{lotNumber}})',
  'error.customerServiceDisabled': 'Der Kundenservice ist nicht aktiviert.',
  'error.downloadDisabled': 'Die Download-Seite ist nicht aktiviert.',
  'error.withdrawPasswordRequired': 'Bitte zuerst ein Auszahlungspasswort festlegen.',
  'error.sessionExpired': 'Deine Sitzung ist abgelaufen. Bitte erneut anmelden.',
  'error.thirdPartyLogin': 'Anmeldung fehlgeschlagen. Bitte kontaktiere uns.',
  'error.facebookPermission': 'Facebook hat die für die Anmeldung nötigen Berechtigungen nicht erteilt.',
  'error.loginTimeout': 'Zeitüberschreitung bei der Anmeldung. Bitte erneut versuchen.',

  'validation.required': '{{item}} ist erforderlich',
  'validation.username.length': 'Der Benutzername muss {{min}}-{{max}} Zeichen lang sein',
  'validation.username.chars':
    'Der Benutzername darf nur Buchstaben und Ziffern enthalten ({{min}}-{{max}} Zeichen)',
  'validation.password.length': 'Das Passwort muss {{min}}-{{max}} Zeichen lang sein',
  'validation.password.specialChar': 'Sonderzeichen nicht erlaubt',
  'validation.password.mix':
    'Das Passwort muss mindestens zwei Arten kombinieren: Buchstaben, Ziffern und Symbole',
  'validation.password.uppercase': 'Das Passwort muss einen Großbuchstaben enthalten',
  'validation.password.lowercase': 'Das Passwort muss einen Kleinbuchstaben enthalten',
  'validation.password.digit': 'Das Passwort muss eine Ziffer enthalten',
  'validation.password.special': 'Das Passwort muss ein Symbol enthalten',
  'validation.password.weak': 'Dein Passwort ist schwach. Bitte ändere es, um dein Konto zu schützen.',
  'validation.email.format': 'Bitte eine gültige E-Mail-Adresse eingeben',
  'validation.email.length': 'Die E-Mail-Adresse darf höchstens {{max}} Zeichen lang sein',
  'validation.cpf': 'Die CPF muss {{min}}-{{max}} Ziffern haben',
  'validation.payPassword': 'Das Auszahlungspasswort muss {{length}} Ziffern haben',
  'validation.amount': 'Bitte einen Betrag mit höchstens {{decimals}} Nachkommastellen eingeben',
  'validation.alipay':
    'Alipay-Konto: eine 11-stellige Handynummer, die mit 1 beginnt, oder eine E-Mail-Adresse',
  'validation.phone': 'Die Telefonnummer muss {{min}}-{{max}} Ziffern haben',
} as const satisfies PartialMessages;
