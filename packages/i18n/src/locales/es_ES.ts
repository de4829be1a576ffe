import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Se agotó el tiempo de conexión. Inténtalo de nuevo más tarde. (ID de solicitud: {{requestId}}, URL: {{url}}, estado: {{status}}, reintentos: {{retryCount}})',
  'error.system':
    'Error del sistema. Inténtalo de nuevo más tarde. (ID de solicitud: {{requestId}}, URL: {{url}}, estado: {{status}}, reintentos: {{retryCount}})',
  'error.nonJson':
    'El servidor envió datos que no se pueden leer. Inténtalo de nuevo más tarde. (ID de solicitud: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'La solicitud ha fallado (código {{code}}). Inténtalo de nuevo más tarde.',
  'error.captchaRestricted':
    'Demasiados intentos de verificación. Inténtalo de nuevo en {{seconds}} segundos.',
  'error.captcha':
    'La verificación ha fallado. Inténtalo de nuevo. (Código: {{code}}, número de lote: {{lotNumber}})',
  'error.customerServiceDisabled': 'El servicio de atención al cliente no está habilitado.',
  'error.downloadDisabled': 'La página de descarga no está habilitada.',
  'error.withdrawPasswordRequired': 'Primero configura una contraseña de retiro.',
  'error.sessionExpired': 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  'error.thirdPartyLogin': 'No se pudo iniciar sesión. Ponte en contacto con nosotros.',
  'error.facebookPermission': 'Facebook no concedió los permisos necesarios para iniciar sesión.',
  'error.loginTimeout': 'Se agotó el tiempo para iniciar sesión. Inténtalo de nuevo.',

  'validation.required': '{{item}} es obligatorio',
  'validation.username.length': 'El nombre de usuario debe tener {{min}}-{{max}} caracteres',
  'validation.username.chars':
    'El nombre de usuario solo puede contener letras y números ({{min}}-{{max}} caracteres)',
  'validation.password.length': 'La contraseña debe tener {{min}}-{{max}} caracteres',
  'validation.password.specialChar': 'Carácter especial no permitido',
  'validation.password.mix': 'La contraseña debe combinar al menos dos tipos: letras, números y símbolos',
  'validation.password.uppercase': 'La contraseña debe contener una letra mayúscula',
  'validation.password.lowercase': 'La contraseña debe contener una letra minúscula',
  'validation.password.digit': 'La contraseña debe contener un número',
  'validation.password.special': 'La contraseña debe contener un símbolo',
  'validation.password.weak': 'Tu contraseña es débil. Cámbiala para proteger tu cuenta.',
  'validation.email.format': 'Introduce una dirección de correo válida',
  'validation.email.length': 'La dirección de correo debe tener como máximo {{max}} caracteres',
  'validation.cpf': 'El CPF debe tener {{min}}-{{max}} dígitos',
  'validation.payPassword': 'La contraseña de retiro debe tener {{length}} dígitos',
  'validation.amount': 'Introduce un importe con un máximo de {{decimals}} decimales',
  'validation.alipay':
    'Cuenta de Alipay: un móvil de 11 dígitos que empiece por 1, o una dirección de correo',
  'validation.phone': 'El número de teléfono debe tener {{min}}-{{max}} dígitos',
} as const satisfies PartialMessages;
