/**
 * The OpenAI-compatible provider of AI素材: `POST <base>/v1/chat/completions` with the goods' own data and
 * the rules (write only what the data states, no words the advertising law forbids), used when the
 * environment configures it (PM_AI_BASE_URL, PM_AI_KEY, PM_AI_MODEL). Each attempt has a timeout; a
 * network failure, a 429 or a 5xx is tried again (at most `retries` more times); every request counts
 * against the organization's daily quota, kept in PostgreSQL (material_ai_usage, China day), checked and
 * taken in one statement before the call.
 */
import { MATERIAL_KIND_LABELS, MATERIAL_MESSAGES as M, MATERIAL_TONE_LABELS } from '@pm/contract/material';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { GenerateInput, MaterialGenerator } from './generator';

export interface AiProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  retries: number;
  dailyQuota: number;
  candidates: number;
}

/** The provider's settings from the environment, or null when none is configured. */
export function aiConfigFromEnv(env: NodeJS.ProcessEnv): AiProviderConfig | null {
  const baseUrl = env.PM_AI_BASE_URL?.trim();
  if (!baseUrl) return null;
  const int = (v: string | undefined, d: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 ? n : d;
  };
  return {
    baseUrl: baseUrl.replace(/\/+$/, '').replace(/\/v1$/, ''),
    apiKey: env.PM_AI_KEY ?? '',
    model: env.PM_AI_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: int(env.PM_AI_TIMEOUT_MS, 20_000),
    retries: int(env.PM_AI_RETRIES, 2),
    dailyQuota: int(env.PM_AI_DAILY_QUOTA, 200),
    candidates: 3,
  };
}

/** Takes one call of the organization's quota for the day; false when it is used up. */
export async function takeQuota(
  db: Db,
  organizationId: string,
  day: string,
  limit: number,
): Promise<boolean> {
  const row = await sql<{ calls: number }>`
    INSERT INTO material_ai_usage (organization_id, day, calls) VALUES (${organizationId}, ${day}, 1)
    ON CONFLICT (organization_id, day) DO UPDATE SET calls = material_ai_usage.calls + 1
      WHERE material_ai_usage.calls < ${limit}
    RETURNING calls`.execute(db);
  return row.rows.length > 0 && limit > 0;
}

function prompt({ facts, kind, tone }: GenerateInput, n: number): { system: string; user: string } {
  const data = [
    `商品名称：${facts.name}`,
    `品牌：${facts.brand}`,
    `型号：${facts.model}`,
    `规格：${facts.spec}`,
    `分类：${facts.catalogPath}`,
    ...facts.attrs.map((a) => `${a.name}：${a.value}`),
  ].join('\n');
  return {
    system:
      '你是工业品采购商城的商品文案编辑。只能使用给出的商品资料中的事实，不得编造或改动任何材质、尺寸、型号、等级、涂层等规格；' +
      '不得使用广告法禁用词（如“最”“第一”“国家级”“100%”“顶级”“极致”）。用简体中文。',
    user:
      `${data}\n\n请写 ${n} 个不同的「${MATERIAL_KIND_LABELS[kind]}」候选，风格：${MATERIAL_TONE_LABELS[tone]}。` +
      (kind === 'SELLING_POINTS' || kind === 'POSTER' ? '每个候选 3 至 5 条卖点，每条一行。' : '') +
      '只输出 JSON 字符串数组，例如 ["候选一","候选二"]。',
  };
}

/** Candidates from the model's answer: a JSON array of strings, or blocks separated by blank lines. */
export function candidatesOf(text: string, n: number): string[] {
  const trimmed = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed)) {
      return parsed
        .filter((c): c is string => typeof c === 'string')
        .map((c) => c.trim())
        .filter((c) => c !== '')
        .slice(0, n);
    }
  } catch {
    // not JSON: read blocks
  }
  return trimmed
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .slice(0, n);
}

const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);

export class OpenAiGenerator implements MaterialGenerator {
  readonly name: string;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: AiProviderConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.name = `AI（${config.model}）`;
  }

  async generate(input: GenerateInput): Promise<string[]> {
    const day = chinaDate(this.clock.now());
    if (!(await takeQuota(this.db, input.organizationId, day, this.config.dailyQuota)))
      throw AppError.tooManyRequests(M.quotaExceeded);
    const { system, user } = prompt(input, this.config.candidates);
    const body = JSON.stringify({
      model: this.config.model,
      temperature: 0.7,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    for (let attempt = 0; attempt <= this.config.retries; attempt++) {
      let res: Response;
      try {
        res = await this.fetchImpl(`${this.config.baseUrl}/v1/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
          },
          body,
          signal: AbortSignal.timeout(this.config.timeoutMs),
        });
      } catch {
        continue; // timeout or network failure: try again
      }
      if (RETRYABLE.has(res.status)) {
        await res.body?.cancel();
        continue;
      }
      if (!res.ok) break;
      const json = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = json?.choices?.[0]?.message?.content;
      const out = typeof content === 'string' ? candidatesOf(content, this.config.candidates) : [];
      if (out.length) return out;
      break;
    }
    throw new AppError(503, M.providerFailed, 503);
  }
}
