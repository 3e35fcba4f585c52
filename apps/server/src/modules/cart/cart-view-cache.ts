import type { CartView } from '@pm/contract/cart';
import { cartListRoute } from '@pm/contract/cart-schema';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { KeptAnswers, SharedBuilds } from '../../lib/kept-answers';
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
  private readonly kept: KeptAnswers<Entry>;
  /** Lists being built, by key: requests that find the same stamp wait for that build. */
  private readonly builds = new SharedBuilds<PreparedAnswer<CartView>>();

  constructor(
    private readonly db: Db,
    private readonly repo: CartRepo,
    private readonly clock: Clock,
    private readonly opts: CartViewCacheOptions = CART_VIEW_CACHE_DEFAULTS,
  ) {
    this.kept = new KeptAnswers({ maxBytes: opts.maxBytes });
  }

  async answer(
    auth: AuthContext,
    divisionCode: string | undefined,
    build: () => Promise<CartView>,
  ): Promise<PreparedAnswer<CartView>> {
    // The stamp is read before the list, so a list is never older than the stamp it is kept under.
    const stamp = await this.repo.viewStamp(this.db, auth.userId);
    const key = `${auth.userId}/${auth.organizationId}/${divisionCode ?? ''}`;
    const now = this.clock.now().getTime();
    const kept = this.kept.get(key);
    if (kept) {
      if (kept.stamp === stamp && now < kept.until) {
        this.kept.touch(key);
        return kept.answer;
      }
      this.kept.delete(key);
    }
    return (
      this.builds.pending(key, stamp) ??
      this.builds.run(key, stamp, async () => {
        const view = await build();
        const prepared = prepareAnswer(cartListRoute, view);
        // In place of what another build of this key kept meanwhile (the cart changed while this one ran).
        this.kept.keep(key, {
          stamp,
          answer: prepared,
          until: Math.min(now + this.opts.maxAgeMs, quoteTurn(view, now)),
        });
        return prepared;
      })
    );
  }

  /** How many answers and bytes are kept (tests, diagnostics). */
  size(): { entries: number; bytes: number } {
    return this.kept.size();
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
