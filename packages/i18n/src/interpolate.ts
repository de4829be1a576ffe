// Fills a text's `{{name}}` placeholders, the only interpolation the lobby's texts use, the way
// createI18n's i18next settings do (escapeValue off): values go in as plain text (React escapes
// when it renders), a placeholder whose value is not given stays as it is, and a value is never
// read again for placeholders of its own.

const placeholder = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

/**
 * @example interpolate('Try again in {{seconds}} seconds.', { seconds: 42 }) // 'Try again in 42 seconds.'
 */
export function interpolate(text: string, params: Readonly<Record<string, unknown>>): string {
  return text.replace(placeholder, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- i18next prints any value with String() too
    return value === null || value === undefined ? '' : String(value);
  });
}
