// The width of the log-in / sign-up modal follows the app's platform (spec §2: 550 px on the web,
// 600 px otherwise): the lobby's `platformType`, the header every hall call carries.
import { PLATFORM_TYPE } from '@lobbykit/contract';

/** The modal's `platform` for the lobby's `platformType`; a lobby that sets none is on the web. */
export function authPlatformOf(platformType: number | undefined): 'web' | 'other' {
  return platformType === undefined || platformType === PLATFORM_TYPE.web ? 'web' : 'other';
}
