import { describe, expect, it } from 'vitest';
import { namePlan } from '../../src/modules/bookings/name-window';

// The newest names as the plan sees them (lowercased): "nguyen" is common, the numbers unique.
const names = [
  ...Array.from({ length: 30 }, (_, i) => `nguyen van an ${100000 + i}`),
  ...Array.from({ length: 5 }, (_, i) => `tran thi hoa ${200000 + i}`),
  'lim wei ling 442540',
  '50%_off \\ shop',
];

describe('the plan of a receiver-name search', () => {
  it('reads the newest bookings first when they hold the whole page', () => {
    expect(namePlan(names, '%nguyen%', 20)).toEqual({ kind: 'recent' });
    // A deeper page needs more of them than the newest names hold.
    expect(namePlan(names, '%nguyen%', 40)).toEqual({ kind: 'index' });
    expect(namePlan(names, '%tran thi%', 5)).toEqual({ kind: 'recent' });
  });

  it("gathers a whole name's matches through its rarest word, the longest of equals", () => {
    expect(namePlan(names, '%nguyen van an 777777%', 20)).toEqual({ kind: 'rare', pattern: '%777777%' });
    // "lim" and "ling" each hold one of the newest names, "442540" one too: the longest wins.
    expect(namePlan(names, '%lim wei ling 442540%', 20)).toEqual({ kind: 'rare', pattern: '%442540%' });
    // Every word common: the index on the whole fragment.
    expect(namePlan(names, '%nguyen van%', 40)).toEqual({ kind: 'index' });
    // One word of three letters or more: nothing to choose.
    expect(namePlan(names, '%xu 12%', 20)).toEqual({ kind: 'index' });
  });

  it('reads an escaped fragment as its text, and escapes the word it chooses', () => {
    expect(namePlan(names, '%50\\%\\_off%', 1)).toEqual({ kind: 'recent' });
    expect(namePlan(names, '%99\\%\\_off zzz%', 1)).toEqual({ kind: 'rare', pattern: '%99\\%\\_off%' });
  });
});
