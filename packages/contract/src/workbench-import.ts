/**
 * 运营工作台: a supplier's prices and stock by xlsx (issue 29).
 *
 * Export: the supplier's listed goods with 销售价, 市场价, the stock in each of its warehouses (a column
 * `库存：<仓库名>` each) and the version each row was exported at. Import: the same file back, changed.
 *
 * 1. `check` (a dry run) reads the file, checks every row and column against the supplier's goods and
 *    answers what would change (the diff) and every error by row and column, in Chinese. Nothing changes.
 * 2. `apply` takes the next batch of the checked rows (`WB_IMPORT_BATCH`), one transaction a batch, each
 *    row through the rules of a single edit: its version (a row whose item moved since is refused as
 *    stale), the price with its history, the stock per warehouse. The client calls it until `finished`
 *    and draws its progress bar from `done` / `total`. A file with errors applies nothing unless the
 *    supplier chose to apply only the valid rows (`onlyValid`).
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type * as S from './workbench-import-schema';

/** Largest import file, bytes. */
export const WB_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows one file may hold. */
export const WB_IMPORT_MAX_ROWS = 50_000;
/** Rows one apply call takes (one transaction). */
export const WB_IMPORT_BATCH = 500;
/** Errors and changed rows a check answers at most (the counts are whole). */
export const WB_IMPORT_SHOWN = 500;
/** Largest stock of a warehouse (as the single edit). */
export const WB_STOCK_MAX = 100_000_000;

/** The columns of the file (their header text); stock columns are `库存：<仓库名>`. */
export const WB_IMPORT_COLUMNS = {
  id: '商品ID',
  skuCode: '商品编码',
  name: '商品名称',
  model: '型号',
  unit: '单位',
  listPrice: '销售价（元）',
  marketPrice: '市场价（元）',
  version: '版本号（请勿修改）',
} as const;
export const WB_STOCK_COLUMN_PREFIX = '库存：';

export const WB_IMPORT_MESSAGES = {
  tooLarge: `文件不能超过 ${WB_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  empty: '文件中没有数据，请先导出价格库存表，修改后再上传',
  xls: '不支持旧版 Excel（.xls）文件，请在 Excel 中另存为 .xlsx 后上传',
  badFile: '无法读取该文件，请上传由“导出价格库存”得到的 .xlsx 文件（或 UTF-8/GBK 编码的 .csv）',
  bomb: '文件解压后过大，请确认文件内容正确',
  tooMany: `文件超过 ${WB_IMPORT_MAX_ROWS} 行，请分批导入`,
  noHeader: `没有找到表头：第一行须包含“${WB_IMPORT_COLUMNS.id}”和“${WB_IMPORT_COLUMNS.version}”列`,
  nothingToChange: `表头中没有可修改的列（${WB_IMPORT_COLUMNS.listPrice}、${WB_IMPORT_COLUMNS.marketPrice}或“${WB_STOCK_COLUMN_PREFIX}仓库名”）`,
  unknownWarehouse: (name: string) => `表头“${WB_STOCK_COLUMN_PREFIX}${name}”中的仓库不存在，请重新导出`,
  duplicateColumn: (title: string) => `表头中“${title}”列重复`,
  notFound: '导入记录不存在或已过期，请重新上传',
  hasErrors: (n: number) => `文件中有 ${n} 行有错误，未作任何修改；请修正后重新上传，或选择只导入无误的行`,
  idMissing: '请填写商品ID',
  idBad: '商品ID不正确',
  goodsMissing: '商品不存在、尚未上架过或不属于本供应商',
  duplicate: (row: number) => `与第 ${row} 行是同一商品`,
  versionMissing: '请填写版本号（导出文件中的原值）',
  versionBad: '版本号必须是整数',
  stale: '该商品已被修改（版本已变化），请重新导出后再导入',
  priceBad: '请填写大于 0 的金额（元，最多两位小数）',
  priceTooHigh: '金额超过单价上限',
  marketBelowList: '市场价不能低于销售价',
  stockBad: `库存必须是 0 到 ${WB_STOCK_MAX} 的整数`,
  formula: '公式没有计算结果，请粘贴为数值后再上传',
} as const;

export type WbImportCheck = z.infer<typeof S.wbImportCheck>;
export type WbImportError = z.infer<typeof S.wbImportError>;
export type WbImportChange = z.infer<typeof S.wbImportChange>;
export type WbImportApplied = z.infer<typeof S.wbImportApplied>;
export type WbImportApplyRequest = z.input<typeof S.wbImportApplyRequest>;
/** What a client sends: the file (multipart part `file`). */
export interface WbImportCheckRequest {
  file: Blob;
}

const VENDOR = { roles: ['VENDOR'] } as const;
const TAG = '运营工作台';

export const wbGoodsExportEndpoint: Endpoint<void, Blob> = {
  method: 'GET',
  path: '/workbench/goods/export',
  access: VENDOR,
  tag: TAG,
  summary: '导出价格库存表（xlsx：本供应商已上架与已下架商品的价格、各仓库存与版本号）',
};

export const wbImportCheckEndpoint: Endpoint<WbImportCheckRequest, WbImportCheck> = {
  method: 'POST',
  path: '/workbench/goods/import/check',
  access: VENDOR,
  multipart: true,
  tag: TAG,
  summary: '导入价格库存：检查文件（试运行，不作修改）：逐行逐列的错误与将要发生的变化',
};

export const wbImportApplyEndpoint: Endpoint<WbImportApplyRequest, WbImportApplied> = {
  method: 'POST',
  path: '/workbench/goods/import/:id/apply',
  idRefs: { id: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: `导入价格库存：应用下一批（每批 ${WB_IMPORT_BATCH} 行，一个事务），直到 finished`,
};
