// Real .xlsx files (exceljs): one sheet with a bold, frozen header row; and the first sheet of an uploaded
// file read back as a header and data rows.
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';

interface SheetColumn {
  header: string;
  width?: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Sheet names may not hold these characters and are at most 31 long (Excel's limits). */
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;

export async function buildWorkbook(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Flowdesk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? Math.min(40, Math.max(12, column.header.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ReadSheet {
  headers: string[];
  /** Data rows below the header (blank rows left out), with their 1-based sheet row numbers. */
  rows: { rowNumber: number; cells: unknown[] }[];
}

/** The first sheet, or undefined when the bytes are not an .xlsx workbook. Values are exceljs cell values. */
export async function readFirstSheet(bytes: Buffer): Promise<ReadSheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const valuesOf = (row: ExcelJS.Row): unknown[] => (Array.isArray(row.values) ? row.values.slice(1) : []);
  const headers = valuesOf(sheet.getRow(1)).map((value) => (value === null || value === undefined ? '' : String(value).trim()));
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = valuesOf(row);
    if (cells.some((cell) => cell !== null && cell !== undefined && String(cell).trim() !== '')) rows.push({ rowNumber, cells });
  });
  return { headers, rows };
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266), as the request layer reads it. */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Buffer) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/** '合同台账-20260122-103000.xlsx': the name and the local time, safe in every file system. */
export function exportFileName(name: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')}-${stamp}.xlsx`;
}
