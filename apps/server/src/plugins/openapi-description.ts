/**
 * The OpenAPI document's description: the envelope, the table of codes (HTTP statuses and business codes)
 * and the rules every request follows.
 */
import { BUSINESS_CODES, httpStatusOf } from '@pm/contract/envelope';
import { TEXT_RULE_DESCRIPTION } from './input-guard';
import { ERROR_ANSWERS } from './openapi-answers';

/** What the server does with query parameters and body fields an operation does not declare. */
export const UNKNOWN_FIELDS_RULE =
  '未声明的查询参数与请求体字段一律忽略：不报错、不保存，也不影响结果；已声明的参数与字段按本文档校验。';

function markdownTable(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The document's description: the envelope, the codes (HTTP statuses and business codes) and the request rules. */
export function apiDescription(): string {
  const statuses = Object.entries(ERROR_ANSWERS).map(([status, meaning]) => [status, meaning]);
  const business = Object.entries(BUSINESS_CODES).map(([code, meaning]) => [
    code,
    httpStatusOf(Number(code)),
    meaning,
  ]);
  return [
    '采购商城后端接口。',
    '',
    '## 响应',
    '每个接口都以 JSON 信封 `{code, message, data}` 答复（标明返回文件或图片的接口成功时直接返回文件，失败时仍是信封）。成功：HTTP 200，code 200。',
    '失败：code 是承载它的 HTTP 状态码，或前三位为该 HTTP 状态码的 5 位业务码（40901 经 HTTP 409 返回，`Math.floor(code / 100)` 即其状态码）；message 是中文说明。每个操作的错误答复列出它可能给出的 code。',
    '',
    '### HTTP 状态码',
    markdownTable(['状态码', '含义'], statuses),
    '',
    '405、414 与 431 任何请求都可能得到（components/responses 中的 MethodNotAllowed、UriTooLong、HeadersTooLarge），408 在请求未及时发完时答复。',
    '',
    '### 业务码',
    markdownTable(['业务码', 'HTTP 状态码', '含义'], business),
    '',
    '## 请求',
    `- ID：正整数的十进制文本（1 到 19 位、不含空格与前导 0、不大于 9223372036854775807），也接受安全整数范围内的 JSON 数字；ID 列表另可写成逗号分隔的文本。`,
    `- ${UNKNOWN_FIELDS_RULE}`,
    `- ${TEXT_RULE_DESCRIPTION}`,
    '- 日期为 `YYYY-MM-DD`（中国时间），时刻为 ISO 8601 或 `YYYY-MM-DD HH:mm`（中国时间）；各字段的取值范围与期限写在其 description 中。',
    '- 限流：登录、注册与核对密码的操作（修改密码、修改手机号、注销账号）超过次数答复 429，Retry-After 给出等待秒数。',
    '- 游客：标有 `x-visitor` 的操作另可在接口前缀后加 `/public` 调用（如 `/pm-api/public/mall/index`），不需登录，带了令牌也按游客答复；其他操作没有这样的地址。',
    '- 链接（links）：创建对象的操作（下单、售后申请、新增地址与发票抬头、发起询价、报价）指向读取与修改它的操作。',
  ].join('\n');
}
