/**
 * Returns the tsup options for a lobbykit package. Typed loosely on purpose: naming
 * tsup's own Options type here would tie every package's config to this folder's copy.
 */
export declare function defineLibrary(options?: {
  entry?: Record<string, string> | string[];
  external?: string[];
}): Record<string, unknown>;
