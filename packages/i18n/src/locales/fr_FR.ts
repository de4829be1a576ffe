import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Délai réseau dépassé. Veuillez réessayer plus tard. (ID de requête : {{requestId}}, URL : {{url}}, statut : {{status}}, tentatives : {{retryCount}})',
  'error.system':
    'Erreur système. Veuillez réessayer plus tard. (ID de requête : {{requestId}}, URL : {{url}}, statut : {{status}}, tentatives : {{retryCount}})',
  'error.nonJson':
    'Le serveur a envoyé des données illisibles. Veuillez réessayer plus tard. (ID de requête : {{requestId}}, URL : {{url}})',
  'error.requestFailed': 'La requête a échoué (code {{code}}). Veuillez réessayer plus tard.',
  'error.captchaRestricted': 'Trop de tentatives de vérification. Réessayez dans {{seconds}} secondes.',
  'error.captcha':
    'La vérification a échoué. Veuillez réessayer. (Code : {{code}}, numéro de lot : {{lotNumber}})',
  'error.customerServiceDisabled': 'Le service client n’est pas activé.',
  'error.downloadDisabled': 'La page de téléchargement n’est pas activée.',
  'error.withdrawPasswordRequired': 'Veuillez d’abord définir un mot de passe de retrait.',
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.thirdPartyLogin': 'Échec de la connexion. Contactez-nous pour obtenir de l’aide.',
  'error.facebookPermission': 'Facebook n’a pas accordé les autorisations nécessaires à la connexion.',
  'error.loginTimeout': 'La connexion a expiré. Veuillez réessayer.',

  'validation.required': '{{item}} est obligatoire',
  'validation.username.length': 'Le nom d’utilisateur doit comporter {{min}} à {{max}} caractères',
  'validation.username.chars':
    'Le nom d’utilisateur ne peut contenir que des lettres et des chiffres ({{min}} à {{max}} caractères)',
  'validation.password.length': 'Le mot de passe doit comporter {{min}} à {{max}} caractères',
  'validation.password.specialChar': 'Caractère spécial non autorisé',
  'validation.password.mix':
    'Le mot de passe doit combiner au moins deux types : lettres, chiffres et symboles',
  'validation.password.uppercase': 'Le mot de passe doit contenir une majuscule',
  'validation.password.lowercase': 'Le mot de passe doit contenir une minuscule',
  'validation.password.digit': 'Le mot de passe doit contenir un chiffre',
  'validation.password.special': 'Le mot de passe doit contenir un symbole',
  'validation.password.weak': 'Votre mot de passe est faible. Modifiez-le pour protéger votre compte.',
  'validation.email.format': 'Veuillez saisir une adresse e-mail valide',
  'validation.email.length': 'L’adresse e-mail doit comporter au plus {{max}} caractères',
  'validation.cpf': 'Le CPF doit comporter {{min}} à {{max}} chiffres',
  'validation.payPassword': 'Le mot de passe de retrait doit comporter {{length}} chiffres',
  'validation.amount': 'Veuillez saisir un montant avec au plus {{decimals}} décimales',
  'validation.alipay':
    'Compte Alipay : un numéro de mobile à 11 chiffres commençant par 1, ou une adresse e-mail',
  'validation.phone': 'Le numéro de téléphone doit comporter {{min}} à {{max}} chiffres',
} as const satisfies PartialMessages;
