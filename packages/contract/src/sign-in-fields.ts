/**
 * Where a refused sign-in or registration is shown (spec §8): each code next to its field, never
 * in a toast. lobby-core's session errors and lobby-ui's log-in modal read the same table.
 */

/** A field of the log-in / sign-up form, or `form` (the top of the form). */
export type SignInField = 'username' | 'password' | 'phone' | 'email' | 'code' | 'captcha' | 'form';

// Literals rather than reads of the ServiceCode table, which would keep all of it in a bundle.
const FIELD_OF_CODE: Readonly<Record<string, SignInField>> = {
  '1011': 'password', // login error: the pair does not match, said under the password
  '1012': 'code', // two-step verification
  '1013': 'username', // username exists
  '1323': 'username', // username format
  '4024': 'password', // password format
  '4040': 'password', // username equals password
  '4042': 'password', // password length
  '2005': 'form', // register failed
  '1101': 'code', // phone code error
  '1325': 'code', // phone captcha empty
  '1333': 'code', // phone captcha expired
  '1326': 'code', // email captcha empty
  '1332': 'code', // email captcha expired
  '1216': 'phone', // phone error
  '1119': 'captcha',
  '1124': 'captcha',
  '1125': 'captcha',
  '1126': 'captcha',
  '1127': 'captcha',
  '1130': 'captcha', // illegal geetest request
};

/** The field a sign-in code's message belongs to; `form` for any other code (or none). */
export function signInFieldOfCode(code: string | undefined): SignInField {
  // Own keys only: a code such as "constructor" from a hostile answer is just another code.
  return code !== undefined && Object.hasOwn(FIELD_OF_CODE, code) ? FIELD_OF_CODE[code]! : 'form';
}
