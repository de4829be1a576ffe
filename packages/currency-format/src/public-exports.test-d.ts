// The public surface of @lobbykit/currency-format, entry by entry (every subpath of "exports" in
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
import type * as currencyFormat from '@lobbykit/currency-format';
import type * as currencyFormatLobby from '@lobbykit/currency-format/lobby';
import type * as currencyFormatIcons from '@lobbykit/currency-format/icons';

describe('@lobbykit/currency-format', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof currencyFormat>().toEqualTypeOf<
      | 'currencyCodes'
      | 'formatCurrency'
      | 'fromBaseAmount'
      | 'getCurrency'
      | 'hasCurrency'
      | 'MAX_DIGITS'
      | 'parseCurrency'
      | 'toBaseAmount'
      | 'UnknownCurrencyError'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        currencyFormat.Amount,
        currencyFormat.ConvertOptions,
        currencyFormat.CurrencyFormat,
        currencyFormat.FormatOptions,
        currencyFormat.ParseErrorCode,
        currencyFormat.ParseOptions,
        currencyFormat.ParseResult,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/currency-format/lobby', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof currencyFormatLobby>().toEqualTypeOf<'getCurrencyTitle' | 'lobbyCurrencies'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[currencyFormatLobby.LobbyCurrency]>().not.toBeNever();
  });
});

describe('@lobbykit/currency-format/icons', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof currencyFormatIcons>().toEqualTypeOf<'currencyIcon' | 'currencyIconUrl'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[currencyFormatIcons.CurrencyIconOptions]>().not.toBeNever();
  });
});
