import type { CartView } from '@pm/contract/cart';
import { cartListRoute } from '@pm/contract/cart-schema';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type PreparedAnswer, prepareAnswer } from '../../lib/route';
import type { AuthContext } from '../auth/auth.service';
import type { CartRepo } from './cart.repo';

export interface CartViewCacheOptions {
  /** Bytes of answers kept at most; the least recently sent go first. */
  maxBytes: number;
  /**
   * How long a list is sent again at most, even when its stamp still holds: bounds what a reader that
   * saw the catalog number of a write before its commit can show (migration 0016).
   */
  maxAgeMs: number;
}

export const CART_VIEW_CACHE_DEFAULTS: CartViewCacheOptions = { maxBytes: 32 * 1024 * 1024, maxAgeMs: 2_000 };

interface Entry {
  stamp: string;
  answer: PreparedAnswer<CartView>;
  /** Epoch ms after which the entry is not sent (its age, or a quote on it that expires). */
  until: number;
}

/**
 * The cart lists the server built, as the bytes of their answers, per caller and delivery area. One
 * cheap statement (the cart's stamp) decides whether a kept answer still holds; otherwise the list is
 * built again. A buyer's own change to the cart, any write to the goods, stock, prices, area limits,
 * warehouses, freight, brands or organizations, and a quote on a line reaching its expiry all make
 * the next request build it again.
 */
export class CartViewCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Lists being built, by key: requests that find the same stamp wait for that build. */
  private readonly building = new Map<string, { stamp: string; answer: Promise<PreparedAnswer<CartView>> }>();

  constructor(
    private readonly db: Db,
    private readonly repo: CartRepo,
    private readonly clock: Clock,
    private readonly opts: CartViewCacheOptions = CART_VIEW_CACHE_DEFAULTS,
  ) {}

  async answer(
    auth: AuthContext,
    divisionCode: string | undefined,
    build: () => Promise<CartView>,
  ): Promise<PreparedAnswer<CartView>> {
    // The stamp is read before the list, so a list is never older than the stamp it is kept under.
    const stamp = await this.repo.viewStamp(this.db, auth.userId);
    const key = `${auth.userId}/${auth.organizationId}/${divisionCode ?? ''}`;
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept) {
      this.drop(key, kept);
      if (kept.stamp === stamp && now < kept.until) {
        this.entries.set(key, kept);
        this.bytes += kept.answer.body.length;
        return kept.answer;
      }
    }
    const pending = this.building.get(key);
    if (pending?.stamp === stamp) return pending.answer;
    const answer = (async () => {
      const view = await build();
      const prepared = prepareAnswer(cartListRoute, view);
      this.keep(key, {
        stamp,
        answer: prepared,
        until: Math.min(now + this.opts.maxAgeMs, quoteTurn(view, now)),
      });
      return prepared;
    })();
    this.building.set(key, { stamp, answer });
    try {
      return await answer;
    } finally {
      if (this.building.get(key)?.answer === answer) this.building.delete(key);
    }
  }

  /** How many answers and bytes are kept (tests, diagnostics). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, entry: Entry): void {
    // Another build of this key may have finished meanwhile (the cart changed while this one ran).
    const before = this.entries.get(key);
    if (before) this.drop(key, before);
    const size = entry.answer.body.length;
    if (size > this.opts.maxBytes) return;
    while (this.bytes + size > this.opts.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.drop(oldest[0], oldest[1]);
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.delete(key)) this.bytes -= entry.answer.body.length;
  }
}

/** The first moment after `now` at which a quote on a line of the view expires (its price then changes). */
function quoteTurn(view: CartView, now: number): number {
  let turn = Infinity;
  for (const group of view.groups) {
    for (const line of group.lines) {
      if (!line.quote) continue;
      const at = Date.parse(line.quote.expiresAt);
      if (at > now && at < turn) turn = at;
    }
  }
  return turn;
}
