/** Chinese names of request fields, so that a validation message names the field in the UI's language. */
export const FIELD_LABELS: Record<string, string> = {
  username: '账号',
  approvalReason: '申请说明',
  reason: '理由',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirm: '确认密码',
  cellphone: '手机号',
  page: '页码',
  limit: '条数',
  nameLike: '名称关键字',
  roleIds: '角色 ID',
  id: 'ID',
  num: '数量',
  divisionCode: '地区编码',
  // 竞价 changes (bidding-schema.ts)
  since: '起始位置',
  // 收货地址 and 发票抬头 (member-schema.ts); their messages name the field themselves
  consignee: '收货人',
  mobile: '手机号',
  provinceCode: '省份',
  cityCode: '城市',
  countyCode: '区县',
  detail: '详细地址',
  tag: '标签',
  isDefault: '默认',
  type: '类型',
  titleType: '抬头类型',
  title: '抬头',
  taxNo: '纳税人识别号',
  address: '地址',
  phone: '电话',
  bank: '开户银行',
  account: '银行账号',
  // 运营工作台 (workbench-admin*-schema.ts)
  creditLimit: '授信额度',
  publishedOn: '发布日期',
  from: '开始日期',
  to: '结束日期',
  word: '屏蔽词',
  reply: '回复',
  roleTypes: '角色',
};

/** `items.0.num` → 数量 (the last named segment), unknown names as they are. */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  const last = segments[segments.length - 1] ?? path;
  return FIELD_LABELS[last] ?? last;
}
