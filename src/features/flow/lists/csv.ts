// The list export (CSV): UTF-8 with a byte-order mark so spreadsheet programs read Chinese text right,
// every cell quoted, CRLF line ends (RFC 4180).
const BOM = '\uFEFF';

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** `<title>-<yyyyMMdd>.csv`, the date in local time; characters file systems refuse become '_'. */
export function csvFileName(title: string, date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}.csv`;
}
