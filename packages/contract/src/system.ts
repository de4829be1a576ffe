// Smaller start-up entities: sms countries, the IP check, maintenance info, tracking config (spec §3).
import * as v from 'valibot';
import { flag, numeric, opt } from './wire';

/** A country offered for SMS phone numbers. */
export interface SmsCountry {
  countryName: string;
  /** Dialling prefix, e.g. '+66'. */
  phoneNumberSegment: string;
}

export const smsCountrySchema: v.GenericSchema<unknown, SmsCountry> = v.looseObject({
  countryName: v.string('countryName must be a string'),
  phoneNumberSegment: v.pipe(
    v.union([v.string(), v.number()], 'phoneNumberSegment must be a string or a number'),
    v.transform(String),
  ),
});

/** IP check result. */
export interface IpCheck {
  ip?: string | undefined;
  /** False opens the region-restricted page. */
  isAreaAllowed: boolean;
  isInMaintenance?: boolean | undefined;
  recommendAreaCode?: string | undefined;
}

export const ipCheckSchema: v.GenericSchema<unknown, IpCheck> = v.looseObject({
  ip: opt(v.string()),
  isAreaAllowed: flag,
  isInMaintenance: opt(flag),
  recommendAreaCode: opt(v.string()),
});

/** Maintenance info. */
export interface MaintenanceInfo {
  /** End of maintenance in epoch seconds (not milliseconds). */
  end_time?: number | undefined;
  /** Online customer-service link. */
  online_service?: string | undefined;
}

export const maintenanceInfoSchema: v.GenericSchema<unknown, MaintenanceInfo> = v.looseObject({
  end_time: opt(v.pipe(numeric, v.minValue(0, 'end_time must not be negative'))),
  online_service: opt(v.string()),
});

/** Maintenance end time in milliseconds, or undefined when it is unknown. */
export function maintenanceEndMs(info: MaintenanceInfo): number | undefined {
  return info.end_time === undefined ? undefined : info.end_time * 1000;
}

/** A tracking (buried point) config entry. */
export interface BuriedConfigEntry {
  category: string;
  type: string;
  /** Tracking id of the vendor (pixel id, gtag id...). */
  gid: string;
  /** Lobby event name to vendor event name. */
  eventMap?: Record<string, string> | undefined;
}

const textOrNumber = v.pipe(
  v.union([v.string(), v.number()], 'expected a string or a number'),
  v.transform(String),
);

export const buriedConfigEntrySchema: v.GenericSchema<unknown, BuriedConfigEntry> = v.looseObject({
  category: textOrNumber,
  type: textOrNumber,
  gid: textOrNumber,
  eventMap: opt(v.record(v.string(), v.string())),
});
