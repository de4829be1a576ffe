/**
 * The lobby's remembered values, read and written so that storage can never break the lobby:
 * a storage that throws (private modes, sandboxed frames) reads as empty and forgets, and a
 * value that does not pass its check is removed and read as absent.
 */
import type { StorageLike } from '@lobbykit/contract';

/** Storage keys. The language key is @lobbykit/i18n's, so both remember one choice. */
export const STORAGE_KEYS = {
  language: 'lobbykit:language',
  currency: 'lobbykit:currency',
  device: 'lobbykit:device',
} as const;

export interface SafeStorage {
  /** The stored value when `valid` accepts it; otherwise undefined (and a bad value is removed). */
  read(key: string, valid: (value: string) => boolean): string | undefined;
  write(key: string, value: string): void;
}

export function safeStorage(storage: StorageLike | undefined): SafeStorage {
  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Gone or not, the value is ignored.
    }
  };
  return {
    read(key, valid) {
      let value: string | null | undefined;
      try {
        value = storage?.getItem(key);
      } catch {
        return undefined;
      }
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string' && value.length <= 256 && valid(value)) return value;
      remove(key);
      return undefined;
    },
    write(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // A full or blocked storage only loses the remembered value.
      }
    },
  };
}

const DEVICE_ID = /^[a-f0-9]{32}$/;

/**
 * This browser's device id (the device id header): remembered, or made from 16 random bytes
 * and remembered.
 */
export function deviceIdOf(storage: SafeStorage, randomBytes: (length: number) => Uint8Array): string {
  const known = storage.read(STORAGE_KEYS.device, (value) => DEVICE_ID.test(value));
  if (known) return known;
  const made = Array.from(randomBytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.write(STORAGE_KEYS.device, made);
  return made;
}
