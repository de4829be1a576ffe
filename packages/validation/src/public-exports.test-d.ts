// The public surface of @lobbykit/validation, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as validation from '@lobbykit/validation';

describe('@lobbykit/validation', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof validation>().toEqualTypeOf<
      | 'checkPasswordStrength'
      | 'getEmailSuffixes'
      | 'isEmailFormat'
      | 'isFlagOn'
      | 'OK'
      | 'passwordStrength'
      | 'required'
      | 'suggestEmailSuffixes'
      | 'validateAlipayAccount'
      | 'validateAmount'
      | 'validateCpf'
      | 'validateEmail'
      | 'validateLoginPassword'
      | 'validatePassword'
      | 'validatePayPassword'
      | 'validatePhone'
      | 'validateStrongPassword'
      | 'validateUsername'
      | 'validationCodes'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        validation.AmountOptions,
        validation.ConfigFlag,
        validation.LengthRange,
        validation.PasswordScore,
        validation.PayPasswordOptions,
        validation.PhoneOptions,
        validation.StrongPasswordConfig,
        validation.SuggestEmailOptions,
        validation.UsernameOptions,
        validation.ValidationCode,
        validation.ValidationFailure,
        validation.ValidationOk,
        validation.ValidationParams,
        validation.ValidationResult,
        validation.ValidationRule,
      ]
    >().not.toBeNever();
  });
});
