/**
 * Matching a buyer's lines to goods, in three stages per line:
 * 1. the goods code (SKU code, exact; case and full-width forms tolerated) — sure, confidence 100;
 * 2. brand + model (goods.model_norm, normalized as the search index does; brands by Chinese or
 *    English name);
 * 3. a name search through the goods search (SearchService.rankedIds), candidates scored by how much
 *    of the line's text their names hold.
 * A chunk of lines costs one query per stage for codes, models and brands, and one search per line
 * that reaches stage 3.
 */
import {
  BATCH_MAX_CANDIDATES,
  BATCH_SURE_CONFIDENCE,
  type BatchCandidate,
  type BatchLineResult,
  type BatchLineStatus,
} from '@pm/contract/batch';
import { checkQuantity, looksLikeSkuCode, parseQuantity, stockProblem } from '@pm/contract/batch-lines';
import { minQuantity } from '@pm/contract/quantity';
import type { GoodsCard } from '@pm/contract/goods';
import type { Db } from '../../db/database';
import { normalizeModel, normalizeText } from '../goods/search-terms';
import type { SearchService } from '../goods/search.service';
import type { BatchRepo, BriefRow } from './batch.repo';

/** One line as validated by the contract. */
export interface LineInput {
  code: string;
  name: string;
  brand: string;
  model: string;
  num: string;
  unit: string;
  row?: number | undefined;
}

/** A line's match as stored (a job's results): the quantity is judged against goods when answered. */
export interface StoredLine {
  index: number;
  row: number | null;
  input: Omit<LineInput, 'row'>;
  status: BatchLineStatus;
  goodsId: string | null;
  candidates: BatchCandidate[];
  messages: string[];
  num: number | null;
  /** Why the quantity could not be read, null when it could. */
  numMessage: string | null;
}

export const LINE_MESSAGES = {
  empty: '空行，已跳过',
  nothingToMatch: '请填写商品编码、商品名称或型号',
  unknownCode: (code: string) => `商品编码「${code}」不存在`,
  delisted: (code: string) => `商品编码「${code}」对应的商品已下架`,
  noMatch: '未找到匹配的商品，请修改商品信息后重新匹配',
  choose: '找到多个可能的商品，请选择',
  unsure: '匹配结果不确定，请确认商品',
} as const;

const SEARCH_CANDIDATES = 10;

/** Text as compared: normalized, letters, digits and Chinese characters only. */
function compact(text: string): string {
  return normalizeText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

function bigrams(text: string): string[] {
  const chars = [...compact(text)];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * How much of the line's text a goods text holds (0–1): mostly containment of the line's character
 * pairs, partly their overlap both ways (a candidate with much else in its name scores a little less).
 */
export function similarity(query: string, candidate: string): number {
  const q = bigrams(query);
  const c = bigrams(candidate);
  if (q.length === 0 || c.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const g of c) pool.set(g, (pool.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of q) {
    const n = pool.get(g) ?? 0;
    if (n > 0) {
      shared++;
      pool.set(g, n - 1);
    }
  }
  const containment = shared / q.length;
  const dice = (2 * shared) / (q.length + c.length);
  return 0.75 * containment + 0.25 * dice;
}

/** The ways a brand may be written: 得力(deli) → 得力(deli), 得力, deli. */
function brandForms(brand: string): string[] {
  const t = normalizeText(brand).trim();
  if (!t) return [];
  const forms = new Set([t]);
  for (const part of t.split(/[()（）[\]【】/\s]+/u)) if (part.trim()) forms.add(part.trim());
  return [...forms];
}

/** Words of a text (split on spaces) in lower case. */
function wordsOf(text: string): string[] {
  return normalizeText(text).split(/\s+/u).filter(Boolean);
}

/**
 * Where a line without a brand column may name its brand: each word of its name (3M 安全帽 → 3m), and
 * the beginnings of a Chinese word (得力订书机 → 得力, 得力订 …).
 */
function brandFormsInName(name: string): string[] {
  const out = new Set<string>();
  for (const w of wordsOf(name)) {
    out.add(w);
    const han = /^\p{Script=Han}+/u.exec(w)?.[0];
    if (han)
      for (let n = 2; n <= Math.min(5, [...han].length - 1); n++) out.add([...han].slice(0, n).join(''));
  }
  return [...out];
}

/** Words of a line's name or model that may be a goods code (GM000000123 typed in the name column). */
function codesInText(line: LineInput): string[] {
  return [...line.name.split(/\s+/u), ...line.model.split(/\s+/u)]
    .map((w) => w.normalize('NFKC').trim())
    .filter(looksLikeSkuCode);
}

function isEmpty(line: LineInput): boolean {
  return !line.code && !line.name && !line.brand && !line.model && !line.num && !line.unit;
}

export class BatchMatcher {
  constructor(
    private readonly db: Db,
    private readonly repo: BatchRepo,
    private readonly search: SearchService,
  ) {}

  /** The lines' matches; `offset` is the index of the first line within the whole list. */
  async matchChunk(lines: readonly LineInput[], offset: number): Promise<StoredLine[]> {
    const codeVariants = new Set<string>();
    for (const l of lines) {
      for (const code of [l.code, ...codesInText(l)]) {
        if (!code) continue;
        const nfkc = code.normalize('NFKC').trim();
        codeVariants.add(code);
        codeVariants.add(nfkc);
        codeVariants.add(nfkc.toUpperCase());
      }
    }
    const codeRows = await this.repo.goodsByCodes(this.db, [...codeVariants]);
    const byCode = new Map(codeRows.map((r) => [r.sku_code, r]));
    const norms = new Set(lines.map((l) => normalizeModel(l.model)).filter((n) => n.length >= 2));
    const modelRows = await this.repo.goodsByModels(this.db, [...norms]);
    const byModel = new Map<string, BriefRow[]>();
    for (const r of modelRows) byModel.set(r.model_norm, [...(byModel.get(r.model_norm) ?? []), r]);
    const forms = new Set(lines.flatMap((l) => (l.brand ? brandForms(l.brand) : brandFormsInName(l.name))));
    const brands = await this.repo.brandsByNames(this.db, [...forms]);
    const brandIdsOf = (forms: string[]): string[] => {
      const f = new Set(forms);
      return brands
        .filter((b) => f.has(b.name_cn.toLowerCase()) || f.has(b.name_en.toLowerCase()))
        .map((b) => b.id);
    };
    /** The line's brand: its brand column, or a brand its name begins or holds (longest name first). */
    const brandOf = (line: LineInput): { brand: string; ids: string[] } => {
      if (line.brand) return { brand: line.brand, ids: brandIdsOf(brandForms(line.brand)) };
      const inName = brandFormsInName(line.name).sort((a, b) => b.length - a.length);
      for (const form of inName) {
        const ids = brandIdsOf([form]);
        if (ids.length > 0) return { brand: form, ids };
      }
      return { brand: '', ids: [] };
    };

    const out: StoredLine[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const base: StoredLine = {
        index: offset + i,
        row: line.row ?? null,
        input: {
          code: line.code,
          name: line.name,
          brand: line.brand,
          model: line.model,
          num: line.num,
          unit: line.unit,
        },
        status: 'unmatched',
        goodsId: null,
        candidates: [],
        messages: [],
        num: null,
        numMessage: null,
      };
      if (isEmpty(line)) {
        out.push({ ...base, status: 'empty', messages: [LINE_MESSAGES.empty] });
        continue;
      }
      const q = parseQuantity(line.num);
      if (q.ok) base.num = q.num;
      else base.numMessage = q.message;
      const brand = brandOf(line);
      out.push(await this.matchLine({ ...line, brand: brand.brand }, base, byCode, byModel, brand.ids));
    }
    return out;
  }

  private async matchLine(
    line: LineInput,
    base: StoredLine,
    byCode: Map<string, { id: string; status: 'on' | 'off' }>,
    byModel: Map<string, BriefRow[]>,
    brandIds: string[],
  ): Promise<StoredLine> {
    const messages: string[] = [];
    const exclude = new Set<string>();
    // A goods code typed in the name or model column (GM000000123 5).
    for (const code of line.code ? [] : codesInText(line)) {
      const hit = byCode.get(code) ?? byCode.get(code.toUpperCase());
      if (hit?.status === 'on') {
        return this.decide(base, [{ goodsId: hit.id, confidence: 100, by: 'code' }], messages);
      }
    }
    if (line.code) {
      const nfkc = line.code.normalize('NFKC').trim();
      const hit = byCode.get(line.code) ?? byCode.get(nfkc) ?? byCode.get(nfkc.toUpperCase());
      if (hit?.status === 'on') {
        return this.decide(base, [{ goodsId: hit.id, confidence: 100, by: 'code' }], messages);
      }
      if (hit) {
        messages.push(LINE_MESSAGES.delisted(line.code));
        exclude.add(hit.id);
      } else {
        messages.push(LINE_MESSAGES.unknownCode(line.code));
      }
    }
    if (!line.name && !line.model) {
      if (messages.length === 0) messages.push(LINE_MESSAGES.nothingToMatch);
      return { ...base, status: 'unmatched', messages };
    }
    const text = [line.name, line.model].filter(Boolean).join(' ');
    const brandSet = new Set(brandIds);

    // Brand + model.
    const norm = normalizeModel(line.model);
    const sameModel = (byModel.get(norm) ?? []).filter((g) => !exclude.has(g.id));
    if (sameModel.length > 0) {
      const ofBrand = sameModel.filter((g) => brandSet.has(g.brand_id));
      const candidates = sameModel.map((g): BatchCandidate => {
        const sim = line.name ? similarity(line.name, g.name) : 0;
        let confidence: number;
        if (brandSet.has(g.brand_id)) confidence = ofBrand.length === 1 ? 98 : 88 + Math.round(6 * sim);
        else if (line.brand) confidence = 55 + Math.round(10 * sim);
        else confidence = sameModel.length === 1 ? 92 : 78 + Math.round(10 * sim);
        return { goodsId: g.id, confidence, by: 'model' };
      });
      return this.decide(base, candidates, messages);
    }

    // Name search: the whole text within the brand, then looser readings.
    const tries: { keyword: string; brands?: string[] }[] = [];
    const nameHan = (line.name.match(/\p{Script=Han}+/gu) ?? []).join(' ');
    if (brandIds.length > 0) {
      tries.push({ keyword: text, brands: brandIds });
      if (line.name) tries.push({ keyword: line.name, brands: brandIds });
    }
    tries.push({ keyword: [line.brand, text].filter(Boolean).join(' ') });
    if (line.name) tries.push({ keyword: line.name });
    if (nameHan && nameHan !== line.name) tries.push({ keyword: nameHan });
    if (!line.name && line.model) tries.push({ keyword: line.model });
    let ids: string[] = [];
    const seen = new Set<string>();
    for (const t of tries) {
      const key = `${t.keyword}|${t.brands?.join(',') ?? ''}`;
      if (!t.keyword.trim() || seen.has(key)) continue;
      seen.add(key);
      ids = (await this.search.rankedIds(t.keyword, { brandIds: t.brands, limit: SEARCH_CANDIDATES })).filter(
        (id) => !exclude.has(id),
      );
      if (ids.length > 0) break;
    }
    if (ids.length === 0) {
      if (!messages.some((m) => m.startsWith('商品编码'))) messages.push(LINE_MESSAGES.noMatch);
      return { ...base, status: 'unmatched', messages };
    }
    const brief = new Map((await this.repo.brief(this.db, ids)).map((g) => [g.id, g]));
    const candidates: BatchCandidate[] = [];
    for (const id of ids) {
      const g = brief.get(id);
      if (!g) continue;
      const sim = similarity(text, `${g.name} ${g.model} ${g.spec}`);
      let confidence = 30 + Math.round(60 * sim);
      if (line.brand && brandSet.has(g.brand_id)) confidence += 5;
      else if (line.brand) confidence -= 10;
      candidates.push({ goodsId: id, confidence: Math.max(1, Math.min(95, confidence)), by: 'name' });
    }
    return this.decide(base, candidates, messages);
  }

  /** Best candidates first; sure when the best is sure and clearly ahead of the next. */
  private decide(base: StoredLine, all: BatchCandidate[], messages: string[]): StoredLine {
    const candidates = all
      .map((c, i) => ({ c, i }))
      .sort((a, b) => b.c.confidence - a.c.confidence || a.i - b.i)
      .map(({ c }) => c)
      .slice(0, BATCH_MAX_CANDIDATES);
    const best = candidates[0];
    if (!best) return { ...base, status: 'unmatched', messages: [...messages, LINE_MESSAGES.noMatch] };
    const second = candidates[1];
    const sure =
      best.confidence >= BATCH_SURE_CONFIDENCE && (!second || second.confidence <= best.confidence - 5);
    const note = sure ? [] : [candidates.length > 1 ? LINE_MESSAGES.choose : LINE_MESSAGES.unsure];
    return {
      ...base,
      status: sure ? 'matched' : 'candidates',
      goodsId: best.goodsId,
      candidates,
      messages: [...messages, ...note],
    };
  }
}

/**
 * The candidates as the buyer sees them: those the delivery area has stock for first (goods that
 * cannot be bought there are never proposed while another can), then the surest, then the cheapest for
 * the buyer (offers of one product by several suppliers). A sure match without stock in the area
 * becomes a line to confirm when another candidate has stock.
 */
function inAreaFirst(line: StoredLine, cards: ReadonlyMap<string, GoodsCard>): StoredLine {
  const price = (id: string) => cards.get(id)?.price ?? Number.MAX_SAFE_INTEGER;
  const stocked = (id: string): boolean => {
    const card = cards.get(id);
    if (!card) return false;
    const num = line.num ?? minQuantity({ moq: card.moq, orderMultiple: card.orderMultiple });
    return stockProblem(num, card) === null;
  };
  const candidates = [...line.candidates].sort(
    (a, b) =>
      Number(stocked(b.goodsId)) - Number(stocked(a.goodsId)) ||
      b.confidence - a.confidence ||
      price(a.goodsId) - price(b.goodsId),
  );
  let { status, goodsId } = line;
  let messages = line.messages;
  if (status === 'candidates') goodsId = candidates[0]?.goodsId ?? null;
  else if (
    status === 'matched' &&
    goodsId &&
    !stocked(goodsId) &&
    candidates[0] &&
    stocked(candidates[0].goodsId)
  ) {
    status = 'candidates';
    goodsId = candidates[0].goodsId;
    messages = [...messages, LINE_MESSAGES.choose];
  }
  return { ...line, candidates, status, goodsId, messages };
}

/**
 * A stored line as answered: its quantity judged against the proposed goods (as they are now, with
 * their stock in the delivery area), with a suggested quantity and a message when it does not suit them.
 */
export function answerLine(stored: StoredLine, cards: ReadonlyMap<string, GoodsCard>): BatchLineResult {
  const line = inAreaFirst(stored, cards);
  const card = line.goodsId ? cards.get(line.goodsId) : undefined;
  const messages = [...line.messages];
  let numOk = line.status !== 'empty' && line.num !== null;
  let suggestedNum: number | null = null;
  if (line.status !== 'empty') {
    if (line.numMessage) messages.push(line.numMessage);
    if (card) {
      const rule = { moq: card.moq, orderMultiple: card.orderMultiple, unit: card.unit };
      if (line.num === null) suggestedNum = minQuantity(rule);
      else {
        const problem = checkQuantity(line.num, rule);
        if (problem) {
          numOk = false;
          suggestedNum = problem.suggested;
          messages.push(problem.message);
        }
      }
      // Not addable where the goods would be delivered.
      const short = stockProblem(suggestedNum ?? line.num ?? minQuantity(rule), card);
      if (short) {
        numOk = false;
        messages.push(short);
      }
    }
  }
  return {
    index: line.index,
    row: line.row,
    input: line.input,
    status: line.status,
    num: line.num,
    goodsId: line.goodsId,
    candidates: line.candidates,
    numOk,
    suggestedNum,
    messages,
  };
}
