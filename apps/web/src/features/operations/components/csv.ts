/**
 * A CSV file from rows of text, downloaded by the browser. UTF-8 with a byte-order mark, so Excel
 * opens Vietnamese words as written; every cell quoted; a cell that starts like a formula is
 * prefixed with an apostrophe, so a spreadsheet never runs it.
 */
export function toCsv(rows: string[][]): string {
  const cell = (v: string) => `"${(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v).replaceAll('"', '""')}"`;
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(name: string, rows: string[][]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
