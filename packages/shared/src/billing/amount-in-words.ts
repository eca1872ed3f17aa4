/**
 * An amount of đồng in Vietnamese words, as an invoice writes it under its total
 * ("Bằng chữ: Một triệu hai trăm nghìn đồng"). Groups of three digits are read with their unit
 * (nghìn, triệu, tỷ; above a thousand tỷ the units repeat: "một nghìn tỷ"); a group of zeros is
 * not read; a group after the first is read in full ("một triệu không trăm linh năm").
 */
const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const BILLION = 1_000_000_000n;

/** Three digits; `full` when a group was read before it (its zero hundreds are said). */
function readGroup(n: number, full: boolean): string[] {
  const h = Math.floor(n / 100);
  const t = Math.floor(n / 10) % 10;
  const u = n % 10;
  const out: string[] = [];
  if (full || h > 0) out.push(DIGITS[h]!, 'trăm');
  if (t === 0) {
    if (u > 0 && out.length > 0) out.push('linh');
  } else if (t === 1) out.push('mười');
  else out.push(DIGITS[t]!, 'mươi');
  if (u > 0) {
    // 21 "hai mươi mốt", 15 "mười lăm", 25 "hai mươi lăm"; after "linh" a digit keeps its name.
    if (u === 1 && t >= 2) out.push('mốt');
    else if (u === 5 && t >= 1) out.push('lăm');
    else out.push(DIGITS[u]!);
  }
  return out;
}

/** Below a billion: millions, thousands and units. */
function readBelowBillion(n: number, spokenBefore: boolean): string[] {
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1000) % 1000, 'nghìn'],
    [n % 1000, ''],
  ];
  const out: string[] = [];
  let spoken = spokenBefore;
  for (const [g, unit] of groups) {
    if (g === 0) continue;
    out.push(...readGroup(g, spoken));
    if (unit) out.push(unit);
    spoken = true;
  }
  return out;
}

function readWhole(n: bigint, spokenBefore = false): string[] {
  if (n < BILLION) return readBelowBillion(Number(n), spokenBefore);
  const high = n / BILLION;
  const low = n % BILLION;
  const out = [...readWhole(high, spokenBefore), 'tỷ'];
  if (low > 0n) out.push(...readBelowBillion(Number(low), true));
  return out;
}

/** "Một triệu hai trăm nghìn đồng". Whole đồng only: an amount with a fraction is refused. */
export function vndInWords(amount: number | bigint | string): string {
  const text = String(amount).trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not a whole amount of đồng: ${text}`);
  let n = BigInt(text);
  const negative = n < 0n;
  if (negative) n = -n;
  const words = n === 0n ? ['không'] : readWhole(n);
  const sentence = `${negative ? 'âm ' : ''}${words.join(' ')} đồng`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
