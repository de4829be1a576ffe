// The pseudo-locale, built from en_US when it is loaded (never shipped as text of its own).
import type { CompleteMessages, MessageKey } from '../keys';
import { pseudoLocalize } from '../pseudo';
import { messages as english } from './en_US';

export const messages = Object.fromEntries(
  Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)]),
) as Record<MessageKey, string> satisfies CompleteMessages;
