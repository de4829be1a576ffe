/**
 * `@lobbykit/transport/upload`: the multipart body of upload endpoints, from
 * `@lobbykit/hall-protocol`. Pass it as the client's `upload` option; without it an upload
 * call is refused, so a lobby that never uploads never downloads the encoder.
 */
export { uploadBody } from '@lobbykit/hall-protocol/upload';
export type { EncodedUpload, UploadBody } from '@lobbykit/hall-protocol/upload';
