import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it, vi } from 'vitest';
import { trackingOfPage } from './page-tracking';
import { CLIENT_ID_KEY, clientIdOf, originsUnder, sendBeacon } from './tracking-options';

describe('clientIdOf', () => {
  it('makes an id once, then answers the stored one', () => {
    const storage = memoryStorage();
    const random = vi.fn(() => '0b6f3c4e-1d2a-4f5b-8c9d-0e1f2a3b4c5d');
    expect(clientIdOf(storage, random)).toBe('0b6f3c4e-1d2a-4f5b-8c9d-0e1f2a3b4c5d');
    expect(clientIdOf(storage, () => 'another-id-0000')).toBe('0b6f3c4e-1d2a-4f5b-8c9d-0e1f2a3b4c5d');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it.each(['', 'short', '<script>alert(1)</script>', 'x'.repeat(65), 'player01 token=abc'])(
    'replaces a stored %j that is not an id',
    (stored) => {
      const storage = memoryStorage();
      storage.setItem(CLIENT_ID_KEY, stored);
      expect(clientIdOf(storage, () => 'fresh-id-0001')).toBe('fresh-id-0001');
      expect(storage.getItem(CLIENT_ID_KEY)).toBe('fresh-id-0001');
    },
  );

  it('lasts the page when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(clientIdOf(refusing, () => 'page-only-id-01')).toBe('page-only-id-01');
    expect(clientIdOf(undefined, () => 'page-only-id-02')).toBe('page-only-id-02');
  });
});

describe('originsUnder', () => {
  const vendors = [{ id: 'google' }, { id: 'facebook' }];

  it('puts each vendor under the origin, one slash between', () => {
    expect(originsUnder('http://127.0.0.1:7300/vendors/', vendors)).toEqual({
      google: 'http://127.0.0.1:7300/vendors/google',
      facebook: 'http://127.0.0.1:7300/vendors/facebook',
    });
  });

  it('leaves the vendors their own origins without one', () => {
    expect(originsUnder(undefined, vendors)).toBeUndefined();
    expect(originsUnder('', vendors)).toBeUndefined();
  });
});

describe('sendBeacon', () => {
  it('sends without cookies or CORS, and survives the page going away', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    await sendBeacon(fetchImpl)({
      method: 'POST',
      url: 'https://t.example/api',
      body: '{}',
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://t.example/api', {
      method: 'POST',
      body: '{}',
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
  });
});

describe('trackingOfPage', () => {
  const page = (attributes: string) => {
    document.body.innerHTML = `<script type="application/json" id="lobby-boot" ${attributes}></script>`;
    return document;
  };

  it('reads where the beacons go from the boot block', () => {
    expect(
      trackingOfPage('lobby-boot', page('data-tracking-origin="http://127.0.0.1:7300/vendors"')),
    ).toEqual({
      origin: 'http://127.0.0.1:7300/vendors',
    });
  });

  it('leaves the vendors their own origins when the page says nothing', () => {
    expect(trackingOfPage('lobby-boot', page('data-tracking-origin=""'))).toEqual({ origin: undefined });
    expect(trackingOfPage('lobby-boot', page(''))).toEqual({ origin: undefined });
    expect(trackingOfPage('missing', page(''))).toEqual({ origin: undefined });
  });
});
