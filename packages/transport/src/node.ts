/**
 * `@lobbykit/transport/node`: what a client running on Node adds. Pass `provablyNotSent` as the
 * client's `notSent` option, so a call that must not repeat may still go to the next line after
 * a refused connection or a failed DNS lookup.
 * @example createHallClient({ ...config, notSent: provablyNotSent })
 */
export { provablyNotSent } from './not-sent';
