import { describe, expect, it } from 'vitest';
import { isValidPieceId, isValidTrackingNumber, makePieceId, makeTrackingNumber, parseScannedCode } from '..';

describe('piece ids keep the tracking number check digit', () => {
  const tn = makeTrackingNumber(100_001_234);
  it.each([
    [`${tn}-1`, true],
    [`${tn}-12`, true],
    [`${tn}-9999`, true],
    [`${tn}-0`, false],
    [`${tn}-01`, false],
    [`${tn}-10000`, false],
    [`${tn}-`, false],
    [`${tn.slice(0, 9)}${(Number(tn[9]) + 1) % 10}-1`, false],
    [`${tn}1`, false],
    ['abc-1', false],
  ])('%s → %s', (id, ok) => {
    expect(isValidPieceId(id)).toBe(ok);
  });

  it('makes the id from the tracking number and index, and reads it back', () => {
    const id = makePieceId(tn, 2);
    expect(id).toBe(`${tn}-2`);
    expect(isValidTrackingNumber(id.split('-')[0]!)).toBe(true);
    expect(parseScannedCode(id)).toEqual({ kind: 'piece', code: id, trackingNumber: tn, index: 2 });
    expect(parseScannedCode(` ${tn} `)).toEqual({ kind: 'booking', code: tn, trackingNumber: tn });
    expect(parseScannedCode('12345')).toEqual({ kind: 'invalid', code: '12345' });
    expect(() => makePieceId('1234567890', 1)).toThrow();
    expect(() => makePieceId(tn, 0)).toThrow();
  });
});
