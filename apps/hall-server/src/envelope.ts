// Every hall response body is { code, message, data }; code '0' is success.

export interface Envelope<T> {
  readonly code: string | number;
  readonly message: string;
  readonly data?: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'success', data };
}

export function fail(code: string | number, message: string): Envelope<never> {
  return { code, message };
}
