/**
 * The order list as an xlsx (exceljs): one row per order with its goods, amounts in yuan and the
 * delivery address, for the buyer's records or the supplier's shipping list.
 */
import ExcelJS from 'exceljs';
import type { OrderDetail } from '@pm/contract/order';
import { chinaDate } from '../../lib/clock';
import { tableHead, writeRow, yuan } from '../../lib/xlsx';

const COLUMNS = [
  { header: '订单号', width: 20 },
  { header: '下单时间', width: 18 },
  { header: '状态', width: 9 },
  { header: '供应商', width: 24 },
  { header: '采购单位', width: 24 },
  { header: '下单人', width: 10 },
  { header: '商品', width: 48 },
  { header: '件数', width: 8 },
  { header: '商品金额（元）', width: 14, money: true },
  { header: '运费（元）', width: 11, money: true },
  { header: '应付总额（元）', width: 14, money: true },
  { header: '收货人', width: 10 },
  { header: '收货地址', width: 40 },
  { header: '物流', width: 24 },
] as const;

export type ExportRow = Omit<
  OrderDetail,
  'log' | 'invoice' | 'autoConfirmAt' | 'expectedDate' | 'remarks' | 'refunds'
>;

function timeText(iso: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  return `${chinaDate(at)} ${time}`;
}

export async function buildOrderExport(
  rows: readonly ExportRow[],
  now: Date,
): Promise<{
  buffer: Buffer;
  fileName: string;
  asciiName: string;
}> {
  const wb = new ExcelJS.Workbook();
  wb.created = now;
  const ws = wb.addWorksheet('订单列表', { views: [{ state: 'frozen', ySplit: 1 }] });
  tableHead(ws, 1, COLUMNS);
  for (const o of rows) {
    const a = o.address;
    writeRow(ws, COLUMNS, [
      o.orderNo,
      timeText(o.createdAt),
      o.statusText,
      o.supplierName,
      o.buyerOrganizationName,
      o.buyerName,
      o.lines.map((l) => `${l.name} ×${l.num}${l.unit}`).join('；'),
      o.quantity,
      yuan(o.goodsAmount),
      yuan(o.freight),
      yuan(o.amount),
      a.consignee,
      `${a.provinceName}${a.cityName}${a.countyName}${a.detail}`,
      o.logistics ? `${o.logistics.carrier} ${o.logistics.waybillNo}` : '',
    ]);
  }
  const day = chinaDate(now).replaceAll('-', '');
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { buffer, fileName: `订单列表-${day}.xlsx`, asciiName: `orders-${day}.xlsx` };
}
