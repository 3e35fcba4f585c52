/** Chinese names of request fields, so that a validation message names the field in the UI's language. */
export const FIELD_LABELS: Record<string, string> = {
  username: '账号',
  password: '密码',
  confirm: '确认密码',
  cellphone: '手机号',
  page: '页码',
  limit: '条数',
  nameLike: '名称关键字',
  roleIds: '角色 ID',
  id: 'ID',
  num: '数量',
  divisionCode: '地区编码',
};

/** `items.0.num` → 数量 (the last named segment), unknown names as they are. */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  const last = segments[segments.length - 1] ?? path;
  return FIELD_LABELS[last] ?? last;
}
