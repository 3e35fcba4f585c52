/**
 * The first sheet's cell values of an xlsx, read directly from its zip: the shared strings and the sheet
 * inflated by zlib and scanned once, giving each cell the value exceljs' stream reader gives it (with styles
 * ignored, as the import reads: numbers stay numbers), about five times faster. It reads what spreadsheet
 * programs write; anything else (a prefixed or CDATA sheet, an unknown entity or cell type, a cell without
 * its reference, tags that do not nest) answers false, and the caller reads the file through exceljs instead,
 * so a file is never read differently, only faster. `xlsx-rows.test.ts` compares both on the same files.
 *
 * exceljs' rules kept here, quirks included: the first worksheet is the first `xl/worksheets/sheetN.xml` record
 * of the zip; a shared string is the text after its last `<t>` unless it has runs (`<r>`), then the runs' texts
 * joined; a cell's value text is what follows its last opened `<f>`, `<v>`, `<is>` or `<t>`; a formula's
 * result is a number unless the cell is `t="str"`; inline and formula strings are entity-decoded a second time.
 */
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';

/** An entry of the zip's central directory, as the import's reader knows it. */
export interface ZipRecord {
  name: string;
  /** Where its local record starts. */
  offset: number;
  /** What it unpacks to (declared). */
  size: number;
  /** Compressed bytes (declared). */
  compressed: number;
  /** 0 stored, 8 deflated. */
  method: number;
}

/** A row of cell values by column (1-based, sparse), as exceljs' `row.values`. */
export interface ValueRow {
  row: number;
  values: ExcelJS.CellValue[];
}

const SHEET = /^xl\/worksheets\/sheet\d+[.]xml$/;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g;
/** XML's five named entities (a Map: a name such as `constructor` must not find the object prototype's). */
const NAMED = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** The contents of a record, or null when it cannot be inflated to its declared size. */
function unpack(data: Uint8Array, r: ZipRecord): Buffer | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (r.offset + 30 > data.length || view.getUint32(r.offset, true) !== 0x04034b50) return null;
  const start = r.offset + 30 + view.getUint16(r.offset + 26, true) + view.getUint16(r.offset + 28, true);
  if (start + r.compressed > data.length) return null;
  const raw = data.subarray(start, start + r.compressed);
  try {
    const out =
      r.method === 0
        ? Buffer.from(raw)
        : r.method === 8
          ? zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, r.size) })
          : null;
    return out && out.length === r.size ? out : null;
  } catch {
    return null;
  }
}

class Unreadable extends Error {}

/** XML text with its entities decoded (as a SAX parser gives it); an unknown entity is not ours to read. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff) throw new Unreadable();
      return String.fromCodePoint(code);
    }
    const named = NAMED.get(e);
    if (named === undefined) throw new Unreadable();
    return named;
  });
}

/** exceljs' second decoding of inline and formula strings (`utils.xmlDecode`). */
function decodeAgain(text: string): string {
  return text.replace(/&([a-z]*);/g, (c, name: string) => NAMED.get(name) ?? c);
}

/** What `scan` hands on: a tag (its name, closing or self-closing, its attributes' text) or a text's span. */
interface Visitor {
  tag(name: string, close: boolean, empty: boolean, attrs: string): void;
  /** Text between tags, as xml.slice(from, to) (sliced only by a visitor that wants it). */
  text(from: number, to: number): void;
}

/** Tags and text of an XML document, in order; tags that do not nest, CDATA or a doctype are unreadable. */
function scan(xml: string, visit: Visitor): void {
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const open: string[] = [];
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      visit.text(at, xml.length);
      break;
    }
    if (lt > at) visit.text(at, lt);
    const next = xml.charCodeAt(lt + 1);
    if (next === 63 /* ? */ || next === 33 /* ! */) {
      const close = next === 63 ? '?>' : '-->';
      if (next === 33 && !xml.startsWith('<!--', lt)) throw new Unreadable(); // CDATA, a doctype
      const end = xml.indexOf(close, lt + 2);
      if (end < 0) throw new Unreadable();
      at = end + close.length;
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Unreadable();
    // a prefixed tag (x14:…, mc:…) is none of exceljs' names: it reads past it, and so does this
    const name = m[2]!;
    const close = m[1] === '/';
    const empty = m[4] === '/';
    if (close ? open.pop() !== name || empty : !empty && open.push(name) > 64) throw new Unreadable();
    visit.tag(name, close, empty, m[3]!);
    at = tag.lastIndex;
  }
  if (open.length > 0) throw new Unreadable(); // tags that do not nest are not XML
}

const ATTRS = {
  r: /(?:^|\s)r\s*=\s*(?:"([^"]*)"|'([^']*)')/,
  t: /(?:^|\s)t\s*=\s*(?:"([^"]*)"|'([^']*)')/,
};

function attr(attrs: string, name: keyof typeof ATTRS): string | undefined {
  const m = ATTRS[name].exec(attrs);
  return m ? decode(m[1] ?? m[2] ?? '') : undefined;
}

/** Shared strings as exceljs' stream reader caches them. */
function sharedStrings(xml: string): ExcelJS.CellValue[] {
  const out: ExcelJS.CellValue[] = [];
  let text: string | null = null;
  let runs: { text: string }[] = [];
  scan(xml, {
    text(from, to) {
      const t = decode(xml.slice(from, to));
      text = text === null ? t : text + t;
    },
    tag(name, close, empty) {
      if (!close) {
        if (name === 'si') {
          runs = [];
          text = null;
        } else if (name === 't') text = null;
      }
      if (close || empty) {
        if (name === 'r') {
          runs.push({ text: text as string });
          text = null;
        } else if (name === 'si') {
          out.push(runs.length > 0 ? ({ richText: runs } as ExcelJS.CellRichTextValue) : (text as string));
          runs = [];
          text = null;
        }
      }
    },
  });
  return out;
}

const COLUMN = /^([A-Z]{1,3})([0-9]+)$/;

function columnOf(ref: string | undefined): number {
  const m = ref === undefined ? null : COLUMN.exec(ref);
  if (!m) throw new Unreadable();
  let col = 0;
  for (const ch of m[1]!) col = col * 26 + (ch.charCodeAt(0) - 64);
  return col;
}

/** The value exceljs gives a parsed cell. */
function valueOf(
  c: { t: string | undefined; f: string | null; v: string | null },
  strings: ExcelJS.CellValue[],
): ExcelJS.CellValue {
  if (c.f !== null) {
    const value: { formula: string; result?: string | number } = { formula: c.f };
    if (c.v !== null) value.result = c.t === 'str' ? decodeAgain(c.v) : parseFloat(c.v);
    // exceljs' cell keeps a formula's fields only when truthy (a result of 0, NaN or '' is dropped); an empty
    // formula (a shared formula's other cells) is no formula to it, and the object stays as it is
    if (c.f !== '' && !value.result) delete value.result;
    return value as ExcelJS.CellValue;
  }
  if (c.v === null) return null;
  switch (c.t) {
    case 's':
      return strings[parseInt(c.v, 10)];
    case 'inlineStr':
    case 'str':
      return decodeAgain(c.v);
    case 'e':
      return { error: c.v } as ExcelJS.CellErrorValue;
    case 'b':
      return parseInt(c.v, 10) !== 0;
    case undefined:
    case 'n':
    case 'd':
      return parseFloat(c.v);
    default:
      throw new Unreadable();
  }
}

/** A sheet larger than this (unpacked) is left to exceljs' stream reader, which does not hold it whole. */
export const FAST_SHEET_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The rows of the first worksheet (each as exceljs' `row.values`), handed to `onRow` in order as they are
 * read (`onRow` may throw to stop: too many rows). False when the file is not one this reader reads, even
 * after some rows were handed on: the caller then forgets them and reads the file through exceljs.
 */
export function readSheetRows(
  data: Uint8Array,
  records: readonly ZipRecord[],
  onRow: (row: ValueRow) => void,
): boolean {
  const sheet = [...records].sort((a, b) => a.offset - b.offset).find((r) => SHEET.test(r.name));
  if (!sheet || sheet.size > FAST_SHEET_MAX_BYTES) return false;
  const stringsRecord = records.find((r) => r.name === 'xl/sharedStrings.xml');
  const sheetXml = unpack(data, sheet);
  const stringsXml = stringsRecord ? unpack(data, stringsRecord) : Buffer.alloc(0);
  if (!sheetXml || !stringsXml) return false;
  let strings: ExcelJS.CellValue[];
  try {
    strings = sharedStrings(stringsXml.toString('utf8'));
  } catch (e) {
    if (e instanceof Unreadable) return false;
    throw e;
  }
  try {
    let inRows = false;
    let row: ValueRow | null = null;
    let cell: { col: number; t: string | undefined; f: string | null; v: string | null } | null = null;
    let current: 'f' | 'v' | null = null;
    const xml = sheetXml.toString('utf8');
    scan(xml, {
      text(from, to) {
        if (cell && current === 'f') cell.f += decode(xml.slice(from, to));
        else if (cell && current === 'v') cell.v += decode(xml.slice(from, to));
      },
      tag(name, close, empty, attrs) {
        if (!close) {
          if (name === 'sheetData') inRows = true;
          else if (name === 'row' && inRows) {
            const r = Number(attr(attrs, 'r'));
            if (!Number.isInteger(r) || r < 1) throw new Unreadable();
            row = { row: r, values: [] };
          } else if (name === 'c' && row) {
            cell = { col: columnOf(attr(attrs, 'r')), t: attr(attrs, 't'), f: null, v: null };
            current = null;
          } else if (name === 'f' && cell) {
            cell.f = '';
            current = 'f';
          } else if ((name === 'v' || name === 'is' || name === 't') && cell) {
            cell.v = '';
            current = 'v';
          }
        }
        if (close || empty) {
          if (name === 'sheetData') inRows = false;
          else if (name === 'row' && row) {
            onRow(row);
            row = null;
          } else if (name === 'c' && row && cell) {
            const value = valueOf(cell, strings);
            if (value !== null && value !== undefined) row.values[cell.col] = value;
            cell = null;
            current = null;
          }
        }
      },
    });
    if (row || cell) throw new Unreadable();
  } catch (e) {
    if (e instanceof Unreadable) return false;
    throw e;
  }
  return true;
}
