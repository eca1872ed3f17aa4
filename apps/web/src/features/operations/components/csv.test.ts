import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a byte-order mark, quotes every cell and doubles its quotes, CRLF lines', () => {
    expect(
      toCsv([
        ['STT', 'Mã vận đơn'],
        ['1', 'say "hi"'],
      ]),
    ).toBe('\uFEFF"STT","Mã vận đơn"\r\n"1","say ""hi"""\r\n');
  });
  it.each(['=1+1', '+1', '-1', '@SUM(A1)'])('keeps a spreadsheet from running %s', (v) => {
    expect(toCsv([[v]])).toBe(`\uFEFF"'${v}"\r\n`);
  });
});
