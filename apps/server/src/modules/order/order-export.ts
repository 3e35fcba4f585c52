/**
 * The order list as an xlsx (exceljs): the sheet 订单列表, one row per order with the buyer's references
 * (采购单号, 成本中心), its goods, amounts in yuan, the delivery address, the invoice and the remarks; the
 * sheet 订单明细, one row per order line with its SKU code and unit price, for the buyer's records (an
 * ERP import) or the supplier's shipping list.
 */
import ExcelJS from 'exceljs';
import { INVOICE_TYPE_LABELS } from '@pm/contract/member-rules';
import type { OrderDetail } from '@pm/contract/order';
import { chinaDate } from '../../lib/clock';
import { tableHead, writeRow, yuan } from '../../lib/xlsx';

const COLUMNS = [
  { header: '订单号', width: 20 },
  { header: '下单时间', width: 18 },
  { header: '状态', width: 9 },
  { header: '采购单号', width: 18 },
  { header: '成本中心', width: 14 },
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
  { header: '发票类型', width: 16 },
  { header: '发票抬头', width: 28 },
  { header: '纳税人识别号', width: 22 },
  { header: '订单备注', width: 36 },
] as const;

/** The second sheet: one row per order line, with its SKU code and unit price. */
const LINE_COLUMNS = [
  { header: '订单号', width: 20 },
  { header: '采购单号', width: 18 },
  { header: '成本中心', width: 14 },
  { header: '供应商', width: 24 },
  { header: '商品编码', width: 16 },
  { header: '商品名称', width: 40 },
  { header: '品牌', width: 12 },
  { header: '型号', width: 16 },
  { header: '规格', width: 20 },
  { header: '单位', width: 6 },
  { header: '单价（元）', width: 12, money: true },
  { header: '数量', width: 8 },
  { header: '小计（元）', width: 14, money: true },
] as const;

/** An order as the export writes it: the list's summary with all its lines, address, invoice and remarks. */
export type ExportRow = Omit<OrderDetail, 'log' | 'autoConfirmAt' | 'expectedDate' | 'refunds'>;

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
  const lines = wb.addWorksheet('订单明细', { views: [{ state: 'frozen', ySplit: 1 }] });
  tableHead(lines, 1, LINE_COLUMNS);
  for (const o of rows) {
    const a = o.address;
    const inv = o.invoice;
    writeRow(ws, COLUMNS, [
      o.orderNo,
      timeText(o.createdAt),
      o.statusText,
      o.poNumber,
      o.costCenter,
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
      inv ? INVOICE_TYPE_LABELS[inv.type] : '不开发票',
      inv?.title ?? '',
      inv?.taxNo ?? '',
      o.remarks,
    ]);
    for (const l of o.lines) {
      writeRow(lines, LINE_COLUMNS, [
        o.orderNo,
        o.poNumber,
        o.costCenter,
        o.supplierName,
        l.skuCode,
        l.name,
        l.brandName,
        l.model,
        l.spec,
        l.unit,
        yuan(l.price),
        l.num,
        yuan(l.amount),
      ]);
    }
  }
  const day = chinaDate(now).replaceAll('-', '');
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { buffer, fileName: `订单列表-${day}.xlsx`, asciiName: `orders-${day}.xlsx` };
}
