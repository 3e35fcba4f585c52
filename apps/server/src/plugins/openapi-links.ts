/**
 * Operation ids and links of the OpenAPI document: each operation's id from its method and path, and the
 * links from operations that create objects to those that read and change them.
 */
import type { AnyEndpoint } from '@pm/contract/endpoint';
import {
  inquiryCancelEndpoint,
  inquiryDetailEndpoint,
  inquiryInviteEndpoint,
  inquiryPushEndpoint,
  inquirySuppliersEndpoint,
  quoteAcceptEndpoint,
  quoteSaveEndpoint,
  vendorInquiryDetailEndpoint,
} from '@pm/contract/inquiry';
import {
  addressRemoveEndpoint,
  addressSaveEndpoint,
  addressSetDefaultEndpoint,
  addressUpdateEndpoint,
  invoiceRemoveEndpoint,
  invoiceSaveEndpoint,
  invoiceSetDefaultEndpoint,
  invoiceUpdateEndpoint,
} from '@pm/contract/member';
import {
  orderBuyAgainEndpoint,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  orderDetailEndpoint,
  orderSubmitEndpoint,
} from '@pm/contract/order';
import {
  planCloseEndpoint,
  planDetailEndpoint,
  planItemsSaveEndpoint,
  planLogPageEndpoint,
  planOrderEndpoint,
  planRemoveEndpoint,
  planStartEndpoint,
  planUpdateEndpoint,
  planSaveEndpoint,
} from '@pm/contract/purchasing-plan';
import {
  refundCancelEndpoint,
  refundDetailEndpoint,
  refundReturnShippingEndpoint,
  refundApplyEndpoint,
} from '@pm/contract/refund';

/** `POST /pm-api/order/cancel/{id}` → `postOrderCancelById` (the prefix left out). */
export function operationIdOf(method: string, path: string, apiPrefix = ''): string {
  const rest = path.startsWith(apiPrefix) ? path.slice(apiPrefix.length) : path;
  const words = rest
    .split('/')
    .filter((s) => s.length > 0)
    .flatMap((segment) => {
      const param = /^[{:]([^}]+)\}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[-_.]/);
    })
    .filter((w) => w.length > 0);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The document's path of an endpoint (`/pm-api/order/detail/{id}`). */
function docPathOf(endpoint: AnyEndpoint, apiPrefix: string): string {
  return `${apiPrefix}${endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}')}`;
}

/**
 * An OpenAPI link from the success answer of `from` to `to`: `parameters` name the target's parameters
 * (`path.id`, `query.id`), `requestBody` its body (runtime expressions such as `$response.body#/data/id`
 * in place of values), so that clients and stateful fuzzers chain a created object to what reads and
 * changes it.
 */
interface LinkSpec {
  from: AnyEndpoint;
  to: AnyEndpoint;
  name: string;
  description: string;
  parameters?: Record<string, string>;
  requestBody?: unknown;
}

const ORDER_ID = '$response.body#/data/orderIds/0';
const LINKS: readonly LinkSpec[] = [
  // 下单 → 订单详情、取消、确认收货、再次购买（第一笔订单；一次提交按供应商拆成多笔）
  ...[
    [orderDetailEndpoint, 'OrderDetail', '查看所生成的第一笔订单'],
    [orderCancelEndpoint, 'CancelOrder', '取消所生成的第一笔订单'],
    [orderConfirmReceiptEndpoint, 'ConfirmReceipt', '确认收货（发货后）'],
    [orderBuyAgainEndpoint, 'BuyAgain', '再次购买'],
  ].map(([to, name, description]): LinkSpec => ({
    from: orderSubmitEndpoint,
    to: to as AnyEndpoint,
    name: name as string,
    description: description as string,
    parameters: { 'path.id': ORDER_ID },
  })),
  // 售后申请 → 详情、撤销、退货物流
  ...[
    [refundDetailEndpoint, 'RefundDetail', '查看售后单'],
    [refundCancelEndpoint, 'CancelRefund', '撤销售后申请'],
    [refundReturnShippingEndpoint, 'ReturnShipping', '填写退货物流（同意退货后）'],
  ].map(([to, name, description]): LinkSpec => ({
    from: refundApplyEndpoint,
    to: to as AnyEndpoint,
    name: name as string,
    description: description as string,
    parameters: { 'path.id': '$response.body#/data/id' },
  })),
  // 收货地址、发票抬头：新增 → 修改、删除、设为默认
  ...(
    [
      [
        addressSaveEndpoint,
        addressUpdateEndpoint,
        addressRemoveEndpoint,
        addressSetDefaultEndpoint,
        '收货地址',
      ],
      [
        invoiceSaveEndpoint,
        invoiceUpdateEndpoint,
        invoiceRemoveEndpoint,
        invoiceSetDefaultEndpoint,
        '发票抬头',
      ],
    ] as const
  ).flatMap(([save, update, remove, setDefault, what]): LinkSpec[] => [
    {
      from: save,
      to: update,
      name: 'Update',
      description: `修改刚保存的${what}（答复即完整的${what}，可改后原样提交）`,
      requestBody: '$response.body#/data',
    },
    {
      from: save,
      to: remove,
      name: 'Remove',
      description: `删除刚保存的${what}`,
      parameters: { 'query.id': '$response.body#/data/id' },
    },
    {
      from: save,
      to: setDefault,
      name: 'SetDefault',
      description: `把刚保存的${what}设为默认`,
      requestBody: { id: '$response.body#/data/id' },
    },
  ]),
  // 询价：发起 → 详情（采购方、供应商）、取消、报价、邀请供应商；报价、邀请 → 采购方详情 → 采纳报价
  {
    from: inquiryPushEndpoint,
    to: inquiryDetailEndpoint,
    name: 'InquiryDetail',
    description: '采购方查看询价单',
    parameters: { 'query.id': '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: vendorInquiryDetailEndpoint,
    name: 'VendorInquiryDetail',
    description: '供应商（询价单中商品的供应商账号）查看询价单',
    parameters: { 'query.id': '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: inquiryCancelEndpoint,
    name: 'CancelInquiry',
    description: '取消询价单',
    requestBody: { id: '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: quoteSaveEndpoint,
    name: 'SaveQuote',
    description: '供应商为该询价单报价（lines 的 lineId 取自供应商询价详情的 lines[].id）',
    requestBody: { inquiryId: '$response.body#/data/id' },
  },
  {
    from: vendorInquiryDetailEndpoint,
    to: quoteSaveEndpoint,
    name: 'SaveQuote',
    description: '为询价单的第一行报价（price、validUntil 由报价方填写）',
    requestBody: {
      inquiryId: '$response.body#/data/id',
      lines: [{ lineId: '$response.body#/data/lines/0/id' }],
    },
  },
  {
    from: quoteSaveEndpoint,
    to: inquiryDetailEndpoint,
    name: 'InquiryDetail',
    description: '采购方查看已报价的询价单（其 lines[].quote.id 即可采纳的报价）',
    parameters: { 'query.id': '$request.body#/inquiryId' },
  },
  {
    from: inquiryPushEndpoint,
    to: inquirySuppliersEndpoint,
    name: 'InquirySuppliers',
    description: '可邀请的供应商（本询价单）',
    parameters: { 'query.inquiryId': '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: inquiryInviteEndpoint,
    name: 'InviteSuppliers',
    description: '邀请更多供应商报价（supplierIds 取自可邀请供应商列表的 records[].id）',
    requestBody: { inquiryId: '$response.body#/data/id' },
  },
  {
    from: inquiryInviteEndpoint,
    to: inquiryDetailEndpoint,
    name: 'InquiryDetail',
    description: '采购方查看询价单的受邀供应商（invitations）及其报价（lines[].offers）',
    parameters: { 'query.id': '$request.body#/inquiryId' },
  },
  {
    from: inquiryDetailEndpoint,
    to: quoteAcceptEndpoint,
    name: 'AcceptQuote',
    description: '采纳第一行的报价，按报价价格加入购物车',
    requestBody: { ids: ['$response.body#/data/lines/0/quote/id'] },
  },
  // 采购计划：新建 → 详情、修改、添加明细、开始执行、关闭、删除（草稿）、变更记录；按计划下单 → 订单、计划
  ...[
    [planDetailEndpoint, 'PlanDetail', '查看刚新建的采购计划', { 'path.id': '$response.body#/data/id' }],
    [planStartEndpoint, 'StartPlan', '开始执行（至少一条明细）', { 'path.id': '$response.body#/data/id' }],
    [planCloseEndpoint, 'ClosePlan', '关闭采购计划', { 'path.id': '$response.body#/data/id' }],
    [planRemoveEndpoint, 'RemovePlan', '删除（仅草稿）', { 'query.ids': '$response.body#/data/id' }],
    [planLogPageEndpoint, 'PlanLog', '变更记录', { 'query.billId': '$response.body#/data/id' }],
  ].map(([to, name, description, parameters]): LinkSpec => ({
    from: planSaveEndpoint,
    to: to as AnyEndpoint,
    name: name as string,
    description: description as string,
    parameters: parameters as Record<string, string>,
  })),
  {
    from: planSaveEndpoint,
    to: planUpdateEndpoint,
    name: 'UpdatePlan',
    description: '修改刚新建的采购计划',
    requestBody: { id: '$response.body#/data/id' },
  },
  {
    from: planSaveEndpoint,
    to: planItemsSaveEndpoint,
    name: 'AddPlanItems',
    description: '向计划批量添加明细',
    requestBody: { billId: '$response.body#/data/id' },
  },
  {
    from: planOrderEndpoint,
    to: orderDetailEndpoint,
    name: 'OrderDetail',
    description: '查看所生成的第一笔订单',
    parameters: { 'path.id': '$response.body#/data/orderIds/0' },
  },
  {
    from: planOrderEndpoint,
    to: orderCancelEndpoint,
    name: 'CancelOrder',
    description: '取消所生成的第一笔订单（释放计划预算）',
    parameters: { 'path.id': '$response.body#/data/orderIds/0' },
  },
  {
    from: planOrderEndpoint,
    to: planDetailEndpoint,
    name: 'PlanDetail',
    description: '查看计划的执行进度',
    parameters: { 'path.id': '$request.body#/billId' },
  },
];

/** The link table as the document's `links` of each source operation (by operationId). */
export function linksOf(apiPrefix: string): Map<string, Record<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, Record<string, unknown>>>();
  for (const link of LINKS) {
    const from = operationIdOf(link.from.method, docPathOf(link.from, apiPrefix), apiPrefix);
    const links = out.get(from) ?? {};
    links[link.name] = {
      operationId: operationIdOf(link.to.method, docPathOf(link.to, apiPrefix), apiPrefix),
      description: link.description,
      ...(link.parameters ? { parameters: link.parameters } : {}),
      ...(link.requestBody !== undefined ? { requestBody: link.requestBody } : {}),
    };
    out.set(from, links);
  }
  return out;
}
