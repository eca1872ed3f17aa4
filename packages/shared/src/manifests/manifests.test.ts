import { describe, expect, it } from 'vitest';
import {
  canManifestTransition,
  isValidMawb,
  lineOfBooking,
  MANIFEST_STATUSES,
  manifestLineAccess,
  manifestNumber,
  normalizeMawb,
  ZCreateManifestRequest,
} from './index';

describe('MAWB check digit', () => {
  it.each([
    ['176-12345675', true],
    ['17612345675', true],
    ['618-00000000', true],
    ['020-99999992', true],
    ['176-12345670', false],
    ['176-12345676', false],
    ['176-1234567', false],
    ['17-612345675', false],
    ['abc-12345675', false],
  ])('%s → %s', (mawb, ok) => expect(isValidMawb(mawb)).toBe(ok));

  it('the contract stores the dashed form and names the field on a typo', () => {
    const base = { line: 'YAMATO_SOUTH', mode: 'AIR', destinationCountry: 'JP', destinationAirport: 'NRT' };
    expect(ZCreateManifestRequest.parse({ ...base, mawb: '17612345675' }).mawb).toBe('176-12345675');
    const bad = ZCreateManifestRequest.safeParse({ ...base, mawb: '176-12345670' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['mawb']);
    expect(bad.error?.issues[0]?.message).toBe('validation.mawb');
    expect(normalizeMawb('176 1234 5675')).toBe('176-12345675');
  });
});

describe('manifest numbering, lines, workflow', () => {
  it('prefix + YYMMDD + 2-digit sequence', () => {
    expect(manifestNumber('YAMATO_SOUTH', '2026-11-25', 1)).toBe('YS26112501');
    expect(manifestNumber('YAMATO_NORTH', '2026-01-05', 12)).toBe('YN26010512');
    expect(manifestNumber('K_CARGO', '2027-12-31', 99)).toBe('KC27123199');
  });

  it('a booking line comes from its carrier and, for Yamato, its origin office', () => {
    expect(lineOfBooking('YAMATO', 'SOUTH')).toBe('YAMATO_SOUTH');
    expect(lineOfBooking('YAMATO', 'NORTH')).toBe('YAMATO_NORTH');
    expect(lineOfBooking('K_CARGO', 'NORTH')).toBe('K_CARGO');
    expect(lineOfBooking('DHL', 'SOUTH')).toBeNull();
  });

  it('staff manage and see their lines; partners only see theirs', () => {
    const staff = manifestLineAccess(new Set(['manage_manifest_k_cargo']));
    expect(staff).toEqual({ visible: ['K_CARGO'], managed: ['K_CARGO'] });
    const partner = manifestLineAccess(new Set(['manage_manifest_yamato_southern_for_partner']));
    expect(partner).toEqual({ visible: ['YAMATO_SOUTH'], managed: [] });
  });

  it('OPEN → CLOSED → DEPARTED → ARRIVED, CLOSED → OPEN, nothing else', () => {
    const allowed = new Set(['OPEN>CLOSED', 'CLOSED>DEPARTED', 'CLOSED>OPEN', 'DEPARTED>ARRIVED']);
    for (const from of MANIFEST_STATUSES)
      for (const to of MANIFEST_STATUSES)
        expect(canManifestTransition(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
});
