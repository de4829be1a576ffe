// The device's time zone, sent with every hall call. The first Intl object a page makes starts
// the browser's ICU data (about 100 ms of a phone's main thread at start, measured with
// `pnpm audit:startup`), and nothing else the lobby shows first needs Intl: Temporal answers the
// same name at no cost where the browser has it.

interface TemporalNow {
  readonly Now?: { readonly timeZoneId?: () => string };
}

/** The IANA name of the device's time zone ("Asia/Bangkok"): Temporal's, else Intl's. */
export function deviceTimeZone(scope: object = globalThis): string {
  const temporal = (scope as { readonly Temporal?: TemporalNow }).Temporal;
  const fromTemporal: unknown = temporal?.Now?.timeZoneId?.();
  if (typeof fromTemporal === 'string' && fromTemporal !== '') return fromTemporal;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
