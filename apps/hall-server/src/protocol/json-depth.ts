// How deep a JSON text nests, measured without parsing it. The hall's parameters are a flat
// object with a few small objects or lists inside; a text nested thousands deep is an attack on
// whatever walks the parsed value recursively (the request hash, the handlers), which would
// overflow the stack. Counting brackets outside strings is iterative, so the check cannot.

/** The deepest nesting of parameters a hall call may have (the object itself is depth 1). */
export const MAX_PARAMS_DEPTH = 32;

/** True when the JSON text nests objects and arrays deeper than `max`. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
