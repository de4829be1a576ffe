// Loads the rich-text chunk (DOMPurify) on first use; a failed load can be retried.

import type * as Sanitizer from './sanitizer';

/** The rich-text chunk's exports. */
export type SanitizerModule = typeof Sanitizer;

let pending: Promise<SanitizerModule> | undefined;

/** Imports the sanitizer chunk once and shares the promise; forgets it after a failure. */
export function loadRichTextSanitizer(): Promise<SanitizerModule> {
  pending ??= import('./sanitizer').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
