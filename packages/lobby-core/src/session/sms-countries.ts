// The site's dialling prefixes (the hall's SMS country list), for the log-in by phone. Its own
// small chunk: the log-in modal asks for it, a first paint never does.
import { list, smsCountrySchema, type SmsCountry } from '@lobbykit/contract';
import type { HallConnection } from '../network/hall-connection';

const smsCountryListSchema = list(smsCountrySchema);

/**
 * The SMS countries of the site, in its order (the hall client caches the answer). An empty list
 * when the hall cannot say: the phone field then goes without prefixes, and the hall takes the
 * site's first.
 */
export async function fetchSmsCountries(hall: Promise<HallConnection>): Promise<readonly SmsCountry[]> {
  try {
    const { client } = await hall;
    const result = await client.request('smsCountry', { schema: smsCountryListSchema, silent: true });
    return result.ok ? result.data : [];
  } catch {
    // No connection (the lobby was disposed, the hall chunk did not load): no list to offer.
    return [];
  }
}
