// @ts-check
// testing-library puts the whole DOM, pretty-printed, into the error of every query that finds
// nothing. A findBy query or a waitFor fails that way on every poll until it succeeds, and each
// failed poll printed the whole screen: on lobby-ui's app tests (a whole lobby in jsdom) the
// printing was half the test time (SessionHost.hall: 57 s, 27 s without it). The print stays
// in the error a test ends with: a getBy that fails, or a waitFor that times out (its last
// error is made again outside the poll, DOM and all).

/**
 * The part of a testing-library build this needs: `@testing-library/dom`, `@testing-library/react`
 * or `storybook/test` all export it.
 * @typedef {{
 *   configure(config: { getElementError: (message: string | null, container: Element) => Error }): void,
 *   getConfig(): { defaultIgnore: string, _disableExpensiveErrorDiagnostics?: boolean },
 *   prettyDOM(dom?: Element | HTMLDocument, maxLength?: number): string | false,
 * }} TestingLibrary
 */

/**
 * Sets `library`'s element errors to carry the printed DOM only outside a poll (testing-library
 * marks its polls with `_disableExpensiveErrorDiagnostics`, its own flag for costly diagnostics).
 * @param {TestingLibrary} library
 */
export function printDomOnlyOnFailure(library) {
  library.configure({
    getElementError(message, container) {
      const config = library.getConfig();
      const dom =
        config._disableExpensiveErrorDiagnostics || !container
          ? undefined
          : `Ignored nodes: comments, ${config.defaultIgnore}\n${library.prettyDOM(container)}`;
      const error = new Error([message, dom].filter(Boolean).join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
