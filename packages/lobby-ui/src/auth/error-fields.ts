// Where a hall refusal is shown when the owner does not say: spec §8's sign-in and sign-up codes
// belong next to a field, never in a toast. The same reading as lobby-core's session errors.
import type { AuthFieldName } from './auth-types';

// Literals rather than reads of contract's ServiceCode table, which would pull all of it in.
const FIELD_OF_CODE: Readonly<Record<string, AuthFieldName>> = {
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
  '1130': 'captcha',
};

/** The field a service code's message belongs to; `form` (the top of the form) when unknown. */
export function fieldOfCode(code: string | undefined): AuthFieldName {
  return (code !== undefined && Object.hasOwn(FIELD_OF_CODE, code) && FIELD_OF_CODE[code]) || 'form';
}
