/** A parameter as text: objects as JSON, the rest as `String` gives them. */
export const paramText = (value: unknown): string =>
  typeof value === 'object' && value ? JSON.stringify(value) : String(value);
