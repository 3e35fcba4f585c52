/**
 * The OpenAI-compatible provider against a fake OpenAI-compatible server this test starts (real HTTP on
 * 127.0.0.1): the request it sends (path, key, model, the goods' data and the rules), candidates read from
 * a JSON array or from blocks, retries after 5xx and 429, a timeout that ends a hanging attempt, and the
 * per-organization daily quota counted in PostgreSQL (429 with a Chinese message once used up).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { useTestApp } from '../../test/app';
import type { GenerateInput } from './generator';
import { aiConfigFromEnv, candidatesOf, OpenAiGenerator, type AiProviderConfig } from './openai-generator';

const ctx = useTestApp();

interface Seen {
  url: string;
  auth: string;
  body: { model: string; messages: { role: string; content: string }[] };
}
/** What the fake server answers next, in order; `hang` never answers. */
let script: ({ status: number; body: unknown } | 'hang')[] = [];
const seen: Seen[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        body: JSON.parse(raw) as Seen['body'],
      });
      const next = script.shift() ?? { status: 500, body: {} };
      if (next === 'hang') return; // the client's timeout ends it
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const answer = (content: string) => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content } }] },
});

function config(over: Partial<AiProviderConfig> = {}): AiProviderConfig {
  return {
    baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 2_000,
    retries: 2,
    dailyQuota: 100,
    candidates: 3,
    ...over,
  };
}

async function orgId(): Promise<string> {
  const o = await ctx.tdb.db
    .selectFrom('organizations')
    .select('id')
    .where('kind', '=', 'vendor')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return o.id;
}

function input(organizationId: string): GenerateInput {
  return {
    organizationId,
    kind: 'SELLING_POINTS',
    tone: 'PRO',
    facts: {
      goodsId: '1',
      name: '世达 防爆套筒 9/16英寸',
      brand: '世达',
      model: 'SD-9916',
      spec: '9/16',
      unit: '个',
      listPrice: 12_800,
      image: '',
      catalogPath: '五金工具 / 手动工具 / 套筒',
      attrs: [{ name: '材质', value: '铍铜' }],
    },
  };
}

describe('OpenAI-compatible provider', () => {
  it('is configured by the environment only when a base URL is given', () => {
    expect(aiConfigFromEnv({})).toBeNull();
    const c = aiConfigFromEnv({ PM_AI_BASE_URL: 'http://x.test/v1/', PM_AI_KEY: 'k', PM_AI_MODEL: 'm' })!;
    expect([c.baseUrl, c.apiKey, c.model]).toEqual(['http://x.test', 'k', 'm']);
  });

  it('sends the goods data with the rules and reads the candidates of a JSON answer', async () => {
    seen.length = 0;
    script = [answer('["铍铜材质，防爆可靠","9/16英寸六角"]')];
    const g = new OpenAiGenerator(ctx.tdb.db, ctx.clock, config());
    expect(await g.generate(input(await orgId()))).toEqual(['铍铜材质，防爆可靠', '9/16英寸六角']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/v1/chat/completions');
    expect(seen[0]!.auth).toBe('Bearer sk-test');
    expect(seen[0]!.body.model).toBe('fake-model');
    const user = seen[0]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('材质：铍铜');
    expect(seen[0]!.body.messages[0]!.content).toContain('广告法禁用词');
  });

  it('tries again after a 5xx and a 429, and after an attempt that timed out', async () => {
    seen.length = 0;
    script = [{ status: 503, body: {} }, { status: 429, body: {} }, answer('一条\n\n二条')];
    const g = new OpenAiGenerator(ctx.tdb.db, ctx.clock, config());
    expect(await g.generate(input(await orgId()))).toEqual(['一条', '二条']);
    expect(seen).toHaveLength(3);
    seen.length = 0;
    script = ['hang', answer('["好"]')];
    const quick = new OpenAiGenerator(ctx.tdb.db, ctx.clock, config({ timeoutMs: 300, retries: 1 }));
    expect(await quick.generate(input(await orgId()))).toEqual(['好']);
    expect(seen).toHaveLength(2);
  });

  it('answers 503 in Chinese when every attempt failed', async () => {
    script = [
      { status: 500, body: {} },
      { status: 500, body: {} },
    ];
    const g = new OpenAiGenerator(ctx.tdb.db, ctx.clock, config({ retries: 1 }));
    const err = await g.generate(input(await orgId())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([(err as AppError).httpStatus, (err as AppError).message]).toEqual([
      503,
      'AI 服务暂时不可用，请稍后再试',
    ]);
  });

  it('counts calls per organization and China day in PostgreSQL and refuses past the quota', async () => {
    const org = (
      await ctx.tdb.db
        .selectFrom('organizations')
        .select('id')
        .where('kind', '=', 'vendor')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const g = new OpenAiGenerator(ctx.tdb.db, ctx.clock, config({ dailyQuota: 2 }));
    script = [answer('["一"]'), answer('["二"]'), answer('["三"]')];
    await g.generate(input(org));
    await g.generate(input(org));
    seen.length = 0;
    const err = await g.generate(input(org)).catch((e: unknown) => e);
    expect([(err as AppError).httpStatus, (err as AppError).message]).toEqual([
      429,
      '今日 AI 创作次数已用完，请明天再试或使用离线生成',
    ]);
    expect(seen).toHaveLength(0);
    const row = await ctx.tdb.db
      .selectFrom('material_ai_usage')
      .select(['calls'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    expect(row.calls).toBe(2);
    // The next China day starts again.
    ctx.clock.advance(24 * 3600_000);
    script = [answer('["明天"]')];
    expect(await g.generate(input(org))).toEqual(['明天']);
  });

  it('reads candidates from fenced JSON or from blocks', () => {
    expect(candidatesOf('```json\n["a","b","c","d"]\n```', 3)).toEqual(['a', 'b', 'c']);
    expect(candidatesOf('甲\n\n乙', 3)).toEqual(['甲', '乙']);
  });
});
