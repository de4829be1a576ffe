/** `@lobbykit/transport/static-path`: the object-storage path of static mode, from `@lobbykit/hall-protocol`. */
export { buildStaticPath, parseStaticPath } from '@lobbykit/hall-protocol/static-path';
export type { StaticParamValue } from '@lobbykit/hall-protocol/static-path';
