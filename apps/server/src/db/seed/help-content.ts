/**
 * The help centre's articles, loaded from Markdown files: `help-content/<folder>/<nn>-<slug>.md`, each with
 * front matter (title, summary, directory: the directory's Chinese name, tags: [a, b, page tags …],
 * optional sort and updated: YYYY-MM-DD) and a Markdown body. Directories are created in the order first
 * seen (folders and files in name order). An article is added once, by its slug (the file name without
 * `.md`): what operators changed later stays; a new file appears at the next start. Runs with the demo
 * seed (npm start, the test template and the e2e database).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { articleWrite } from '../../modules/help/help-admin.service';
import { HelpRepo } from '../../modules/help/help.repo';
import type { Db } from '../database';

export const HELP_CONTENT_DIR = path.join(import.meta.dirname, 'help-content');

export interface HelpContentFile {
  slug: string;
  title: string;
  summary: string;
  directory: string;
  tags: string[];
  sort: number;
  updated: string | null;
  body: string;
}

/** A value of the front matter without a trailing ` # comment` and quotes. */
function valueOf(raw: string): string {
  const v = raw.replace(/\s+#.*$/, '').trim();
  return /^(['"]).*\1$/.test(v) ? v.slice(1, -1) : v;
}

/** One content file read: its front matter and body; an Error naming the file when it is not well formed. */
export function parseHelpFile(file: string, text: string): HelpContentFile {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no front matter (--- … ---)`);
  const fields = new Map<string, string>();
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (kv) fields.set(kv[1]!, kv[2]!);
  }
  const tagsRaw = valueOf(fields.get('tags') ?? '');
  const tags = tagsRaw
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((t) => valueOf(t))
    .filter(Boolean);
  const title = valueOf(fields.get('title') ?? '');
  const directory = valueOf(fields.get('directory') ?? '');
  if (!title || !directory) throw new Error(`${file}: title and directory are required`);
  const base = path.basename(file, '.md');
  const sort = Number(valueOf(fields.get('sort') ?? '') || /^(\d+)-/.exec(base)?.[1] || 0);
  const updated = valueOf(fields.get('updated') ?? '');
  return {
    slug: base,
    title,
    summary: valueOf(fields.get('summary') ?? ''),
    directory,
    tags,
    sort: Number.isFinite(sort) ? sort : 0,
    updated: /^\d{4}-\d{2}-\d{2}$/.test(updated) ? updated : null,
    body: m[2]!.trim(),
  };
}

/** Every content file under `dir`, folders and files in name order. */
export function readHelpContent(dir = HELP_CONTENT_DIR): HelpContentFile[] {
  if (!fs.existsSync(dir)) return [];
  const out: HelpContentFile[] = [];
  for (const folder of fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const folderPath = path.join(dir, folder.name);
    for (const name of fs
      .readdirSync(folderPath)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const file = path.join(folderPath, name);
      // Slugs are unique across folders: the folder keeps same-named files apart.
      const parsed = parseHelpFile(file, fs.readFileSync(file, 'utf8'));
      out.push({ ...parsed, slug: `${folder.name}/${parsed.slug}` });
    }
  }
  return out.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Adds the articles of the content files not loaded yet; answers how many were added. */
export async function loadHelpContent(db: Db, opts: { dir?: string; now?: Date } = {}): Promise<number> {
  const files = readHelpContent(opts.dir);
  if (files.length === 0) return 0;
  const repo = new HelpRepo();
  const now = opts.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-help-content'))`.execute(trx);
    const loaded = await repo.slugs(trx);
    const dirs = new Map<string, string>();
    let added = 0;
    let order = (await repo.directories(trx)).length;
    for (const f of files) {
      if (loaded.has(f.slug)) continue;
      let dirId = dirs.get(f.directory);
      if (!dirId) {
        const found = await repo.directoryByName(trx, null, f.directory);
        dirId =
          found?.id ??
          (await repo.insertDirectory(trx, { parentId: null, name: f.directory, sort: order++, at: now }));
        dirs.set(f.directory, dirId);
      }
      const at = f.updated ? new Date(`${f.updated}T10:00:00+08:00`) : now;
      const write = articleWrite(
        {
          directoryId: dirId,
          title: f.title,
          summary: f.summary,
          bodyMd: f.body,
          tags: f.tags,
          sort: f.sort,
          published: true,
        },
        f.directory,
        at,
        f.slug,
      );
      await repo.insertArticle(trx, write);
      added += 1;
    }
    return added;
  });
}
