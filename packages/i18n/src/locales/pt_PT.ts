import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Tempo de ligação esgotado. Tente novamente mais tarde. (ID do pedido: {{requestId}}, URL: {{url}}, estado: {{status}}, tentativas: {{retryCount}})',
  'error.system':
    'Erro do sistema. Tente novamente mais tarde. (ID do pedido: {{requestId}}, URL: {{url}}, estado: {{status}}, tentativas: {{retryCount}})',
  'error.nonJson':
    'O servidor enviou dados que não foi possível ler. Tente novamente mais tarde. (ID do pedido: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'O pedido falhou (código {{code}}). Tente novamente mais tarde.',
  'error.captchaRestricted':
    'Demasiadas tentativas de verificação. Tente novamente dentro de {{seconds}} segundos.',
  'error.captcha': 'A verificação falhou. Tente novamente. (Código: {{code}}, número de lote: {{lotNumber}})',
  'error.customerServiceDisabled': 'O apoio ao cliente não está ativado.',
  'error.downloadDisabled': 'A página de transferência não está ativada.',
  'error.withdrawPasswordRequired': 'Defina primeiro uma palavra-passe de levantamento.',
  'error.sessionExpired': 'A sua sessão expirou. Inicie sessão novamente.',
  'error.thirdPartyLogin': 'Falha ao iniciar sessão. Contacte-nos para obter ajuda.',
  'error.facebookPermission': 'O Facebook não concedeu as permissões necessárias para iniciar sessão.',
  'error.loginTimeout': 'O início de sessão excedeu o tempo limite. Tente novamente.',

  'validation.required': '{{item}} é obrigatório',
  'validation.username.length': 'O nome de utilizador deve ter {{min}}-{{max}} caracteres',
  'validation.username.chars':
    'O nome de utilizador só pode conter letras e algarismos ({{min}}-{{max}} caracteres)',
  'validation.password.length': 'A palavra-passe deve ter {{min}}-{{max}} caracteres',
  'validation.password.specialChar': 'Carácter especial não permitido',
  'validation.password.mix':
    'A palavra-passe deve combinar pelo menos dois tipos: letras, algarismos e símbolos',
  'validation.password.uppercase': 'A palavra-passe deve conter uma letra maiúscula',
  'validation.password.lowercase': 'A palavra-passe deve conter uma letra minúscula',
  'validation.password.digit': 'A palavra-passe deve conter um algarismo',
  'validation.password.special': 'A palavra-passe deve conter um símbolo',
  'validation.password.weak': 'A sua palavra-passe é fraca. Altere-a para proteger a sua conta.',
  'validation.email.format': 'Introduza um endereço de e-mail válido',
  'validation.email.length': 'O endereço de e-mail deve ter no máximo {{max}} caracteres',
  'validation.cpf': 'O CPF deve ter {{min}}-{{max}} algarismos',
  'validation.payPassword': 'A palavra-passe de levantamento deve ter {{length}} algarismos',
  'validation.amount': 'Introduza um valor com no máximo {{decimals}} casas decimais',
  'validation.alipay':
    'Conta Alipay: um número de telemóvel de 11 algarismos começado por 1, ou um endereço de e-mail',
  'validation.phone': 'O número de telefone deve ter {{min}}-{{max}} algarismos',
} as const satisfies PartialMessages;
