/**
 * `@lobbykit/transport/crypto`: the hall's ciphers, signatures and session key. They live in
 * `@lobbykit/hall-protocol`, shared with the hall side of the wire; this subpath keeps the
 * import path lobbies already use.
 */
export * from '@lobbykit/hall-protocol/crypto';
