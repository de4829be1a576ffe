// Site switches: the runtime settings a test flips on a site (status, maintenance, geo, captcha,
// site info). In a POST, null removes a switch.
import { isLanguageCode, serviceCodes } from '@lobbykit/contract';
import type { SiteRuntime, SiteStatus } from '../../store/records';
import { bodyOf, changed, check, has, siteOf, type ControlRoutes } from './shared';

const siteStatuses: readonly SiteStatus[] = ['normal', 'maintenance', 'frozen', 'frozenAndMaintained'];

/** One switch a POST may set: its body key, the values it accepts, and how it lands on the runtime. */
interface SiteSwitch<T = unknown> {
  readonly key: string;
  /** Whether a value other than null is good; null is always good and removes the switch. */
  accepts(value: unknown): value is T;
  /** The 400 message for a value it does not accept. */
  readonly message: string;
  /** Sets the switch, or removes it when `value` is undefined (the body said null). */
  apply(runtime: SiteRuntime, value: T | undefined): void;
}

// A function only for inference: it types `apply`'s value from what `accepts` checks.
const siteSwitch = <T>(entry: SiteSwitch<T>): SiteSwitch<T> => entry;

type RemovableSwitch = Exclude<keyof SiteRuntime, 'status'>;

function setOrRemove<K extends RemovableSwitch>(
  runtime: SiteRuntime,
  field: K,
  value: SiteRuntime[K] | undefined,
): void {
  if (value === undefined) delete runtime[field];
  else runtime[field] = value;
}

const isCaptchaCode = (code: unknown): boolean =>
  serviceCodes.some((entry) => entry.category === 'captcha' && entry.code === String(code));

const SITE_INFO_TEXTS = ['title', 'backgroundColor'];

/** A site info field a config change may set, checked by its kind. */
function isSiteInfoField(key: string, entry: unknown): boolean {
  if (key === 'skinTypeValue') return typeof entry === 'number';
  if (key === 'languages')
    return Array.isArray(entry) && entry.length > 0 && entry.every((code) => isLanguageCode(code));
  if (key === 'currencies')
    return (
      Array.isArray(entry) &&
      entry.length > 0 &&
      entry.every((code) => typeof code === 'string' && /^[A-Z0-9:]{2,16}$/.test(code))
    );
  return SITE_INFO_TEXTS.includes(key) && typeof entry === 'string';
}

// Checked and applied one at a time, in this order: a bad value answers 400 with the switches
// before it already set.
const siteSwitches: readonly SiteSwitch[] = [
  siteSwitch({
    key: 'end_time',
    accepts: (value): value is number => typeof value === 'number' && value >= 0,
    message: 'end_time must be epoch seconds',
    apply: (runtime, value) => setOrRemove(runtime, 'maintenanceEndTime', value),
  }),
  siteSwitch({
    key: 'maintenanceFileEndTime',
    accepts: (value): value is number => typeof value === 'number' && value >= 0,
    message: 'maintenanceFileEndTime must be epoch seconds',
    apply: (runtime, value) => setOrRemove(runtime, 'maintenanceFileEndTime', value),
  }),
  siteSwitch({
    key: 'online_service',
    accepts: (value): value is string => typeof value === 'string',
    message: 'online_service must be a string',
    apply: (runtime, value) => setOrRemove(runtime, 'onlineService', value),
  }),
  siteSwitch({
    key: 'areaAllowed',
    accepts: (value): value is boolean => typeof value === 'boolean',
    message: 'areaAllowed must be a boolean or null',
    apply: (runtime, value) => setOrRemove(runtime, 'areaAllowed', value),
  }),
  siteSwitch({
    key: 'blockedRegions',
    accepts: (value): value is string[] =>
      Array.isArray(value) && value.every((entry) => typeof entry === 'string'),
    message: 'blockedRegions must be a list of region codes',
    apply: (runtime, value) => setOrRemove(runtime, 'blockedRegions', value),
  }),
  siteSwitch({
    key: 'clientIp',
    accepts: (value): value is string => typeof value === 'string' && value !== '',
    message: 'clientIp must be an IP text',
    apply: (runtime, value) => setOrRemove(runtime, 'clientIp', value),
  }),
  siteSwitch({
    key: 'minVersion',
    accepts: (value): value is string => typeof value === 'string',
    message: 'minVersion must be a version text',
    apply: (runtime, value) => setOrRemove(runtime, 'minVersion', value),
  }),
  siteSwitch({
    key: 'captcha',
    accepts: (value): value is { code: unknown; routes: unknown[] } =>
      typeof value === 'object' &&
      value !== null &&
      isCaptchaCode((value as { code: unknown }).code) &&
      Array.isArray((value as { routes: unknown }).routes),
    message: 'captcha must be { code: a captcha service code, routes: [endpoint names] } or null',
    apply: (runtime, value) =>
      setOrRemove(
        runtime,
        'forcedCaptcha',
        value && { code: String(value.code), routes: value.routes.map(String) },
      ),
  }),
  siteSwitch({
    key: 'lineAuthorizeUrl',
    accepts: (value): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value),
    message: 'lineAuthorizeUrl must be an http(s) URL',
    apply: (runtime, value) => setOrRemove(runtime, 'lineAuthorizeUrl', value),
  }),
  siteSwitch({
    key: 'siteInfo',
    accepts: (value): value is NonNullable<SiteRuntime['siteInfo']> =>
      typeof value === 'object' &&
      value !== null &&
      Object.entries(value).every(([key, entry]) => isSiteInfoField(key, entry)),
    message:
      'siteInfo may set title, backgroundColor (strings), skinTypeValue (number), languages (lobby language codes) and currencies (currency codes), or be null',
    // Merged: a patch of one field keeps the others changed before.
    apply: (runtime, value) => setOrRemove(runtime, 'siteInfo', value && { ...runtime.siteInfo, ...value }),
  }),
];

export const siteRoutes: ControlRoutes = (app, { kit }) => {
  const { hall } = kit;

  app.get('/control/sites/:siteCode', (request) => {
    const site = siteOf(hall, (request.params as { siteCode: string }).siteCode);
    return { siteCode: site.siteCode, runtime: hall.site(site.siteCode) };
  });
  app.post('/control/sites/:siteCode', async (request) => {
    const site = siteOf(hall, (request.params as { siteCode: string }).siteCode);
    const runtime = hall.site(site.siteCode);
    const body = bodyOf(request.body);
    // Not in the table: a site always has a status, so null is no value for it.
    if (has(body, 'status')) {
      check(
        siteStatuses.includes(body.status as SiteStatus),
        `status must be one of ${siteStatuses.join(', ')}`,
      );
      runtime.status = body.status as SiteStatus;
    }
    for (const entry of siteSwitches) {
      if (!has(body, entry.key)) continue;
      const value = body[entry.key];
      check(value === null || entry.accepts(value), entry.message);
      entry.apply(runtime, value === null ? undefined : value);
    }
    hall.store.touch('sites');
    await changed(hall);
    return { siteCode: site.siteCode, runtime };
  });
};
