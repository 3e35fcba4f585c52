// Help-centre search at scale (npm run bench:help): 100,000 articles made from the 44 real ones
// (db/seed/help-content) in a fresh embedded PostgreSQL, then HelpService.search — the code behind
// GET /pm-api/help/article/search, called directly (the route adds only validation and serialization; the
// search's statistics write is included) — for a fixed mix of queries: one character, two-character words,
// pinyin, several words, longer phrases and searches that find nothing. Prints p50/p95/p99 per kind and
// overall, with the machine's load. Figures only, no assertion. Target: p95 ≤ 20 ms.
//
// The fill is set-based: the real articles are read by the help centre's own writer (articleWrite: Markdown,
// sanitized HTML, the goods tokenizer's keys), each in ten variants (its body with a section of another
// article added, another summary), into a staging table; prefixes of titles (常见问题：, 2026版： …) with
// their keys into another; then one INSERT … SELECT over generate_series crosses the two (view and like
// counts, dates, 1 in 20 unpublished, varied by the row number).
//
// Usage: npm run bench:help -- [--count 100000] [--runs 20] [--reuse] [--dir D] [--url U]
//   --reuse    keep the scratch database of an earlier run when it holds `count` articles (skips the fill)
//   --url U    use the PostgreSQL at U instead of an embedded one (filled up to `count`)
// A kept database (--reuse) can be opened with psql to read the plans (EXPLAIN ANALYZE) of the statements.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate } from '../apps/server/src/db/migrate';
import { readHelpContent } from '../apps/server/src/db/seed/help-content';
import { systemClock } from '../apps/server/src/lib/clock';
import { searchTermsOf } from '../apps/server/src/modules/goods/search-terms';
import { articleWrite } from '../apps/server/src/modules/help/help-admin.service';
import { HelpRepo } from '../apps/server/src/modules/help/help.repo';
import { HelpService } from '../apps/server/src/modules/help/help.service';
import { benchStop, openBenchDatabase } from './support/database';
import { log } from './support/process';
import { args, opt } from './support/args';

const COUNT = Number((opt('count', '100000') ?? '').replace(/[_,]/g, ''));
const RUNS = Number(opt('runs', '20'));
const URL_ARG = opt('url');
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-help');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Variants of each real article. */
const VARIANTS = 10;
/** What titles start with (the empty one keeps the real title). */
const PREFIXES = [
  '',
  '常见问题：',
  '操作指南：',
  '新手必读：',
  '2026版：',
  '电脑端：',
  '手机端：',
  '采购员必读：',
  '供应商必读：',
  '审批人必读：',
  '企业用户：',
  '集团采购：',
  '分公司采购：',
  '快速上手：',
  '进阶技巧：',
  '疑难解答：',
  '图文教程：',
  '华东区域：',
  '华南区域：',
  '政策说明：',
];
const SUMMARY_TAILS = [
  '',
  '适用于所有采购单位。',
  '管理员和采购员均可操作。',
  '按步骤操作约需 3 分钟。',
  '如仍有疑问，请在“我的反馈”留言。',
];

/** The mix: kind → keywords (each searched RUNS times, page 1, 20 a page). */
const MIX: Record<string, string[]> = {
  'one character': ['票', '单', '价', '货', '审', '退'],
  'two characters': ['发票', '审批', '退款', '竞价', '月结', '专票', '售后', '登录'],
  pinyin: ['fapiao', 'tuikuan', 'shenpi', 'jingjia', 'hejiadan'],
  'several words': ['发票 抬头', '退款 进度', '竞价 延时', '采购计划 预算', '购物车 起订量'],
  phrase: ['如何开具增值税专用发票', '企业月结额度不够怎么办', '供应商如何参与竞价'],
  'no hit': ['量子计算机', '火箭发动机', 'xyzzyq', '潜水艇 螺旋桨'],
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => x.toFixed(1).padStart(7);

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 4 });
const { db } = database;
const stop = benchStop(database);

/** Fills help_articles up to COUNT rows (set-based); the real articles' directories are created first. */
async function fill(): Promise<void> {
  const files = readHelpContent();
  if (files.length === 0) throw new Error('no help content files');
  const now = new Date();
  const dirs = new Map<string, string>();
  for (const f of files) {
    if (dirs.has(f.directory)) continue;
    const found = await db
      .selectFrom('help_directories')
      .select('id')
      .where('name', '=', f.directory)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    const id =
      found?.id ??
      (
        await db
          .insertInto('help_directories')
          .values({ parent_id: null, name: f.directory, sort: dirs.size, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    dirs.set(f.directory, id);
  }

  await sql`DROP TABLE IF EXISTS bench_help_variants, bench_help_prefixes`.execute(db);
  await sql`CREATE UNLOGGED TABLE bench_help_variants (n int PRIMARY KEY, directory_id bigint, title text,
    summary text, body_md text, body_html text, body_text text, tags text[], search_terms text[],
    title_terms text[])`.execute(db);
  await sql`CREATE UNLOGGED TABLE bench_help_prefixes (n int PRIMARY KEY, text text, terms text[])`.execute(
    db,
  );

  const t0 = performance.now();
  let n = 0;
  for (const [i, f] of files.entries()) {
    const rows = [];
    for (let v = 0; v < VARIANTS; v += 1) {
      const other = files[(i * 7 + v * 3 + 1) % files.length]!;
      // a section of another article: its first paragraphs, under its title
      const section = other.body
        .split(/\n{2,}/)
        .slice(0, 2 + (v % 3))
        .join('\n\n');
      const bodyMd = v === 0 ? f.body : `${f.body}\n\n## 相关：${other.title}\n\n${section}`;
      const w = articleWrite(
        {
          directoryId: dirs.get(f.directory)!,
          title: f.title,
          summary: `${f.summary}${SUMMARY_TAILS[v % SUMMARY_TAILS.length]}`,
          bodyMd,
          tags: v % 2 ? [...f.tags, ...other.tags.slice(0, 1)] : f.tags,
          sort: 0,
          published: true,
        },
        f.directory,
        now,
      );
      rows.push(
        sql`(${n++}, ${w.directoryId}, ${w.title}, ${w.summary}, ${w.bodyMd}, ${w.bodyHtml}, ${w.bodyText},
          ${w.tags}::text[], ${w.searchTerms}::text[], ${w.titleTerms}::text[])`,
      );
    }
    await sql`INSERT INTO bench_help_variants VALUES ${sql.join(rows)}`.execute(db);
  }
  const prefixRows = PREFIXES.map((p, i) => {
    const terms = p
      ? searchTermsOf({
          name: p.replace(/：$/, ''),
          brandNameCn: '',
          brandNameEn: '',
          model: '',
          spec: '',
          catalogNames: [],
          key: p,
        })
      : [];
    return sql`(${i}, ${p}, ${terms}::text[])`;
  });
  await sql`INSERT INTO bench_help_prefixes VALUES ${sql.join(prefixRows)}`.execute(db);
  log(
    `${n} variants of ${files.length} articles and ${PREFIXES.length} title prefixes keyed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const have = Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM help_articles`.execute(db)).rows[0]!.n,
  );
  const add = COUNT - have;
  if (add <= 0) return;
  const t1 = performance.now();
  // The GIN indexes are built once after the rows are in (as a bulk load does), from their own definitions:
  // kept up row by row they make the insert several times slower. One connection for the session's memory.
  await db.connection().execute(async (conn) => {
    const gin = (
      await sql<{ name: string; def: string }>`SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE tablename = 'help_articles' AND indexdef LIKE '%USING gin%'`.execute(conn)
    ).rows;
    for (const i of gin) await sql`DROP INDEX ${sql.id(i.name)}`.execute(conn);
    await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
    await sql`
      INSERT INTO help_articles (directory_id, slug, title, summary, body_md, body_html, body_text, tags,
        search_terms, title_terms, sort, published, like_count, view_count, created_at, updated_at)
      SELECT v.directory_id, NULL, p.text || v.title, v.summary, v.body_md, v.body_html, v.body_text, v.tags,
        v.search_terms || p.terms, v.title_terms || p.terms, g % 100, g % 20 <> 0, (g * 31) % 97,
        (g * 7919) % 5000, ${now}::timestamptz - (g % 9000) * interval '1 hour',
        ${now}::timestamptz - (g % 700) * interval '1 hour'
      FROM generate_series(1, ${add}::int) g
      JOIN bench_help_variants v ON v.n = g % ${n}::int
      JOIN bench_help_prefixes p ON p.n = (g / ${n}::int) % ${PREFIXES.length}::int`.execute(conn);
    log(
      `${add.toLocaleString('en')} rows in ${((performance.now() - t1) / 1000).toFixed(1)} s; building ${gin.length} GIN indexes …`,
    );
    for (const i of gin) await sql.raw(i.def).execute(conn);
  });
  log(`${add.toLocaleString('en')} articles inserted in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await sql`DROP TABLE bench_help_variants, bench_help_prefixes`.execute(db);
  await sql`VACUUM ANALYZE help_articles`.execute(db);
}

try {
  await migrate(db);
  const have = Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM help_articles`.execute(db)).rows[0]!.n,
  );
  if (!REUSE || have < COUNT) {
    log(`filling ${COUNT.toLocaleString('en')} help articles (load ${load()}) …`);
    await fill();
  } else
    log(`reusing ${have.toLocaleString('en')} articles in ${URL_ARG ? 'the database at --url' : dataDir}`);
  const counts = (
    await sql<{ all: string; published: string }>`SELECT count(*)::text AS all,
      count(*) FILTER (WHERE published)::text AS published FROM help_articles`.execute(db)
  ).rows[0]!;

  const help = new HelpService(db, new HelpRepo(), systemClock);
  // warm-up: each keyword twice
  for (const ks of Object.values(MIX))
    for (const k of ks) for (let i = 0; i < 2; i += 1) await help.search({ k, page: 1, limit: 20 });

  const loadBefore = load();
  const times: Record<string, number[]> = {};
  const totals: Record<string, string> = {};
  for (let r = 0; r < RUNS; r += 1) {
    for (const [kind, ks] of Object.entries(MIX)) {
      for (const k of ks) {
        const t = performance.now();
        const out = await help.search({ k, page: 1, limit: 20 });
        (times[kind] ??= []).push(performance.now() - t);
        totals[k] = out.total >= 1000 ? '1000+' : String(out.total);
      }
    }
  }
  const all = Object.values(times).flat();
  console.log(
    `\nhelp search over ${Number(counts.all).toLocaleString('en')} articles (${Number(counts.published).toLocaleString('en')} published); ` +
      `${RUNS} runs of ${Object.values(MIX).flat().length} keywords, page 1 of 20; load ${loadBefore} → ${load()}\n`,
  );
  console.log(
    `${'kind'.padEnd(16)} ${'n'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  keywords (matches)`,
  );
  for (const [kind, xs] of Object.entries(times)) {
    console.log(
      `${kind.padEnd(16)} ${String(xs.length).padStart(5)} ${ms(pct(xs, 50))} ${ms(pct(xs, 95))} ${ms(pct(xs, 99))}  ` +
        MIX[kind]!.map((k) => `${k} (${totals[k]})`).join(', '),
    );
  }
  console.log(
    `${'overall'.padEnd(16)} ${String(all.length).padStart(5)} ${ms(pct(all, 50))} ${ms(pct(all, 95))} ${ms(pct(all, 99))}  target p95 ≤ 20 ms`,
  );
} finally {
  await stop();
}
