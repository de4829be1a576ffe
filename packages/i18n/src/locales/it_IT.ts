import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Timeout di rete. Riprova più tardi. (ID richiesta: {{requestId}}, URL: {{url}}, stato: {{status}}, tentativi: {{retryCount}})',
  'error.system':
    'Errore di sistema. Riprova più tardi. (ID richiesta: {{requestId}}, URL: {{url}}, stato: {{status}}, tentativi: {{retryCount}})',
  'error.nonJson':
    'Il server ha inviato dati non leggibili. Riprova più tardi. (ID richiesta: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'La richiesta non è riuscita (codice {{code}}). Riprova più tardi.',
  'error.captchaRestricted': 'Troppi tentativi di verifica. Riprova tra {{seconds}} secondi.',
  'error.captcha': 'Verifica non riuscita. Riprova. (Codice: {{code}}, numero di lotto: {{lotNumber}})',
  'error.customerServiceDisabled': 'Il servizio clienti non è attivo.',
  'error.downloadDisabled': 'La pagina di download non è attiva.',
  'error.withdrawPasswordRequired': 'Imposta prima una password di prelievo.',
  'error.sessionExpired': 'La sessione è scaduta. Accedi di nuovo.',
  'error.thirdPartyLogin': 'Accesso non riuscito. Contattaci per assistenza.',
  'error.facebookPermission': 'Facebook non ha concesso le autorizzazioni necessarie per l’accesso.',
  'error.loginTimeout': 'Tempo di accesso scaduto. Riprova.',

  'validation.required': '{{item}} è obbligatorio',
  'validation.username.length': 'Il nome utente deve avere {{min}}-{{max}} caratteri',
  'validation.username.chars':
    'Il nome utente può contenere solo lettere e cifre ({{min}}-{{max}} caratteri)',
  'validation.password.length': 'La password deve avere {{min}}-{{max}} caratteri',
  'validation.password.specialChar': 'Carattere speciale non consentito',
  'validation.password.mix': 'La password deve combinare almeno due tipi tra lettere, cifre e simboli',
  'validation.password.uppercase': 'La password deve contenere una lettera maiuscola',
  'validation.password.lowercase': 'La password deve contenere una lettera minuscola',
  'validation.password.digit': 'La password deve contenere una cifra',
  'validation.password.special': 'La password deve contenere un simbolo',
  'validation.password.weak': 'La tua password è debole. Cambiala per proteggere il tuo account.',
  'validation.email.format': 'Inserisci un indirizzo e-mail valido',
  'validation.email.length': 'L’indirizzo e-mail può avere al massimo {{max}} caratteri',
  'validation.cpf': 'Il CPF deve avere {{min}}-{{max}} cifre',
  'validation.payPassword': 'La password di prelievo deve avere {{length}} cifre',
  'validation.amount': 'Inserisci un importo con al massimo {{decimals}} decimali',
  'validation.alipay':
    'Account Alipay: un numero di cellulare di 11 cifre che inizia con 1, oppure un indirizzo e-mail',
  'validation.phone': 'Il numero di telefono deve avere {{min}}-{{max}} cifre',
} as const satisfies PartialMessages;
