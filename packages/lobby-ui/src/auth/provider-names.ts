// Provider names are brands: the same words in every language.
import type { AuthProvider } from './auth-types';

export const providerNames: Readonly<Record<AuthProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
};
