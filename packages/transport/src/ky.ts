/**
 * Runs the hall client's attempts through ky, for apps that already ship ky and want its
 * hooks (logging, extra headers, metrics) on hall calls too:
 *
 *   createHallClient({ ..., fetch: kyFetch(ky.create({ hooks })) })
 *
 * ky's own retries, timeout and HTTP errors are turned off here: the hall client owns
 * them, because its retries rotate domains, sign each attempt afresh and never resend a
 * call that may have been applied, and its deadline covers the body as well as the headers.
 */
import ky, { type KyInstance, type Options } from 'ky';

export function kyFetch(instance: KyInstance = ky): typeof fetch {
  const http = instance.extend({ retry: 0, timeout: false, throwHttpErrors: false });
  return (input, init) => http(input instanceof URL ? input.href : input, init as Options);
}
