import { useEffect, useId, useState } from 'react';
import { Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { GoodsSearchRequest, GoodsSearchResult } from '@pm/contract/goods';
import { getGoodsSearchQuery } from '../api/goods-search';
import { priceYuanText, priceBandLabel } from '../model/list-filter';
import type { MobileListFilter } from '../model/mobile-list';

/** Brands listed in the sheet (the result's most frequent first). */
const MAX_BRANDS = 30;

/**
 * The filter sheet of a phone list (from the right): 仅看有货, price range (typed in yuan, or one of the
 * result's price bands) and brands. Changes apply on 确定; 重置 clears them. Loaded on first use.
 */
export default function FilterSheet({
  open,
  onClose,
  filter,
  facets,
  request,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  filter: MobileListFilter;
  facets: GoodsSearchResult['facets'] | undefined;
  /** The list's search request: with brands chosen, the brands to offer come from the same search without them. */
  request: Omit<GoodsSearchRequest, 'page'>;
  onApply: (f: MobileListFilter) => void;
}) {
  const [draft, setDraft] = useState(filter);
  const id = useId();
  // Each opening starts from the filters on screen.
  useEffect(() => {
    if (open) setDraft(filter);
  }, [open, filter]);

  const { brandIds, ...unbranded } = request;
  const others = useQuery({
    ...getGoodsSearchQuery({ ...unbranded, page: 1, limit: 1 }),
    enabled: open && (brandIds?.length ?? 0) > 0,
  });
  const brands = ((brandIds?.length ? others.data?.facets.brands : facets?.brands) ?? []).slice(
    0,
    MAX_BRANDS,
  );
  const toggleBrand = (brandId: string) =>
    setDraft((d) => ({
      ...d,
      brandIds: d.brandIds.includes(brandId)
        ? d.brandIds.filter((b) => b !== brandId)
        : [...d.brandIds, brandId],
    }));

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="right"
      bodyClassName="mg-sheet"
      destroyOnClose={false}
    >
      <div className="mg-sheet__inner" role="dialog" aria-modal="true" aria-labelledby={`${id}-t`}>
        <h2 className="mg-sheet__title" id={`${id}-t`}>
          筛选
        </h2>
        <div className="mg-sheet__body">
          <section className="mg-sheet__group">
            <h3>库存</h3>
            <div className="mg-sheet__chips">
              <button
                type="button"
                className={draft.inStock ? 'mg-chip is-on' : 'mg-chip'}
                aria-pressed={draft.inStock}
                onClick={() => setDraft((d) => ({ ...d, inStock: !d.inStock }))}
              >
                仅看有货
              </button>
            </div>
          </section>

          <section className="mg-sheet__group">
            <h3 id={`${id}-p`}>价格区间（元）</h3>
            <div className="mg-sheet__price" role="group" aria-labelledby={`${id}-p`}>
              <input
                inputMode="decimal"
                aria-label="最低价（元）"
                placeholder="最低价"
                value={draft.priceMin}
                maxLength={12}
                onChange={(e) => setDraft((d) => ({ ...d, priceMin: e.target.value }))}
              />
              <span aria-hidden="true">—</span>
              <input
                inputMode="decimal"
                aria-label="最高价（元）"
                placeholder="最高价"
                value={draft.priceMax}
                maxLength={12}
                onChange={(e) => setDraft((d) => ({ ...d, priceMax: e.target.value }))}
              />
            </div>
            {facets && facets.priceBands.length > 0 && (
              <div className="mg-sheet__chips">
                {facets.priceBands
                  .filter((b) => b.count > 0)
                  .map((b) => {
                    const min = priceYuanText(b.min);
                    const max = b.max === null ? '' : priceYuanText(b.max);
                    const on = draft.priceMin === min && draft.priceMax === max;
                    return (
                      <button
                        key={`${b.min}-${b.max}`}
                        type="button"
                        className={on ? 'mg-chip is-on' : 'mg-chip'}
                        aria-pressed={on}
                        onClick={() =>
                          setDraft((d) =>
                            on
                              ? { ...d, priceMin: '', priceMax: '' }
                              : { ...d, priceMin: min, priceMax: max },
                          )
                        }
                      >
                        {priceBandLabel(b.min, b.max)}
                      </button>
                    );
                  })}
              </div>
            )}
          </section>

          {brands.length > 0 && (
            <section className="mg-sheet__group">
              <h3>品牌</h3>
              <div className="mg-sheet__chips">
                {brands.map((b) => {
                  const on = draft.brandIds.includes(b.id);
                  return (
                    <button
                      key={b.id}
                      type="button"
                      className={on ? 'mg-chip is-on' : 'mg-chip'}
                      aria-pressed={on}
                      onClick={() => toggleBrand(b.id)}
                    >
                      {b.name}
                    </button>
                  );
                })}
              </div>
            </section>
          )}
        </div>
        <div className="mg-sheet__foot">
          <button
            type="button"
            className="mg-sheet__btn"
            onClick={() => setDraft({ ...draft, brandIds: [], priceMin: '', priceMax: '', inStock: false })}
          >
            重置
          </button>
          <button type="button" className="mg-sheet__btn mg-sheet__btn--ok" onClick={() => onApply(draft)}>
            确定
          </button>
        </div>
      </div>
    </Popup>
  );
}
