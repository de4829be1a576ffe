import { describe, expect, it } from 'vitest';
import {
  maintenanceDetailsOf,
  maintenanceFileEndMs,
  maintenanceReasonOf,
  readIpCheck,
  readMaintenanceAnswer,
  type CheckAnswer,
} from './rules';

describe('maintenanceReasonOf', () => {
  it.each([
    ['-3', 'maintenance'],
    ['9111', 'frozen'],
    ['-4', 'frozenAndMaintained'],
    ['-1', undefined],
    ['9110', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (code, reason) => {
    expect(maintenanceReasonOf(code)).toBe(reason);
  });
});

describe('maintenanceDetailsOf', () => {
  it.each([
    [
      'seconds to milliseconds',
      { end_time: 1_800_000_000 },
      { endMs: 1_800_000_000_000, onlineService: undefined },
    ],
    ['a numeric text', { end_time: '1800000000' }, { endMs: 1_800_000_000_000, onlineService: undefined }],
    [
      'an https service link',
      { online_service: 'https://help.example/chat' },
      { endMs: undefined, onlineService: 'https://help.example/chat' },
    ],
    [
      'a javascript: link, dropped',
      { online_service: 'javascript:alert(1)' },
      { endMs: undefined, onlineService: undefined },
    ],
    ['a relative link, dropped', { online_service: '/chat' }, { endMs: undefined, onlineService: undefined }],
    ['a negative end, unreadable', { end_time: -5 }, { endMs: undefined, onlineService: undefined }],
    ['not an object', 'nope', { endMs: undefined, onlineService: undefined }],
    ['nothing', undefined, { endMs: undefined, onlineService: undefined }],
  ])('reads %s', (_name, data, expected) => {
    expect(maintenanceDetailsOf(data)).toEqual(expected);
  });
});

describe('readMaintenanceAnswer', () => {
  const service = (code: string, data?: unknown): CheckAnswer => ({ error: { kind: 'service', code, data } });
  it.each<[string, CheckAnswer, ReturnType<typeof readMaintenanceAnswer>]>([
    ['success (status normal)', { data: { status: 'normal' } }, { kind: 'open' }],
    [
      'maintenance with its info',
      service('-3', { end_time: 1_800_000_000, online_service: 'https://cs.example' }),
      {
        kind: 'closed',
        reason: 'maintenance',
        code: '-3',
        details: { endMs: 1_800_000_000_000, onlineService: 'https://cs.example' },
      },
    ],
    ['frozen without info', service('9111'), { kind: 'closed', reason: 'frozen', code: '9111', details: {} }],
    [
      'frozen and maintained',
      service('-4', { end_time: 0 }),
      {
        kind: 'closed',
        reason: 'frozenAndMaintained',
        code: '-4',
        details: { endMs: 0, onlineService: undefined },
      },
    ],
    ['another service code', service('9110'), { kind: 'open' }],
    ['a network failure', { error: { kind: 'network' } }, { kind: 'unknown' }],
    ['a time-out', { error: { kind: 'timeout' } }, { kind: 'unknown' }],
    ['an unreadable answer', { error: { kind: 'invalid-data' } }, { kind: 'unknown' }],
    ['an error of another kind of object', { error: { name: 'AbortError' } }, { kind: 'unknown' }],
    ['no data and no error (aborted)', {}, { kind: 'unknown' }],
  ])('reads %s', (_name, answer, expected) => {
    // toEqual: a detail left undefined is a detail not given.
    expect(readMaintenanceAnswer(answer)).toEqual(expected);
  });
});

describe('maintenanceFileEndMs', () => {
  it.each<[string, CheckAnswer, number | undefined]>([
    [
      'the hall’s file, seconds to milliseconds',
      { data: { siteCode: 'demo', status: 'maintenance', inMaintenance: true, end_time: 1_800_000_000 } },
      1_800_000_000_000,
    ],
    ['a numeric text', { data: { end_time: '1800000000' } }, 1_800_000_000_000],
    [
      'an end beside a service link that is not text',
      { data: { end_time: 1_800_000_000, online_service: 42 } },
      1_800_000_000_000,
    ],
    ['no end', { data: { status: 'maintenance' } }, undefined],
    ['an end that is not a time', { data: { end_time: 'soon' } }, undefined],
    ['a negative end', { data: { end_time: -5 } }, undefined],
    ['a list', { data: [1_800_000_000] }, undefined],
    ['a body that is not an object', { data: 'nope' }, undefined],
    ['a missing file (an error)', { error: { kind: 'network', status: 404 } }, undefined],
    ['a body that is not JSON', { error: { kind: 'invalid-data' } }, undefined],
    ['no answer (aborted)', {}, undefined],
  ])('reads %s', (_name, answer, expected) => {
    expect(maintenanceFileEndMs(answer)).toBe(expected);
  });
});

describe('readIpCheck', () => {
  it.each<[string, Parameters<typeof readIpCheck>[0], ReturnType<typeof readIpCheck>]>([
    ['an allowed area', { isAreaAllowed: true }, { kind: 'open' }],
    [
      'an allowed area in maintenance',
      { isAreaAllowed: true, isInMaintenance: true },
      { kind: 'maintenance' },
    ],
    [
      'a refused area, with its recommended one',
      { isAreaAllowed: false, ip: '203.0.113.9', recommendAreaCode: '+55', isInMaintenance: true },
      { kind: 'regionRestricted', ip: '203.0.113.9', recommendAreaCode: '+55' },
    ],
    [
      'a refused area with a calling code without its plus',
      { isAreaAllowed: false, recommendAreaCode: ' 66 ' },
      { kind: 'regionRestricted', ip: undefined, recommendAreaCode: '+66' },
    ],
    [
      'a refused area whose recommendation is not a code',
      { isAreaAllowed: false, recommendAreaCode: '<img src=x onerror=alert(1)>' },
      { kind: 'regionRestricted', ip: undefined, recommendAreaCode: undefined },
    ],
  ])('reads %s', (_name, check, expected) => {
    expect(readIpCheck(check)).toEqual(expected);
  });
});
