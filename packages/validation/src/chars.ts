// Character classes of the lobby's field rules, as a 128-entry table: one array read per
// character is what keeps a whole form well under the 5 us budget.

export const LOWER = 1;
export const UPPER = 2;
export const DIGIT = 4;
/** ASCII punctuation: the symbols a password may hold. */
export const SYMBOL = 8;
/** Anything else: space, control characters, non-ASCII. */
export const OTHER = 16;
export const LETTER = LOWER | UPPER;

const table = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  let kind = OTHER;
  if (code >= 97 && code <= 122) kind = LOWER;
  else if (code >= 65 && code <= 90) kind = UPPER;
  else if (code >= 48 && code <= 57) kind = DIGIT;
  // ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~ (space excluded)
  else if (code > 32 && code < 127) kind = SYMBOL;
  table[code] = kind;
}

/** The class of one UTF-16 code unit. */
export function charClass(code: number): number {
  return code < 128 ? table[code]! : OTHER;
}

/** The union of the classes of every character of `text`. */
export function classesOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= charClass(text.charCodeAt(i));
  return mask;
}

/** True when every character of `text` is in `allowed` (and `text` is not empty). */
export function onlyClasses(text: string, allowed: number): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    if ((charClass(text.charCodeAt(i)) & allowed) === 0) return false;
  }
  return true;
}
