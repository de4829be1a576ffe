// The page's `lang` for a lobby language: the client sets it, a server render writes it on the
// served page's <html>, so both name the language alike.

/** `en_US` -> `en-US` (BCP 47, what `lang` takes). */
export function htmlLang(code: string): string {
  return code.replace('_', '-');
}
