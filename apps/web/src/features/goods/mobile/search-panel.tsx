import { useEffect, useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import type { KeywordSuggestion } from '@pm/contract/goods';
import { useClearSearchHistory } from '../api/clear-search-history';
import { useHotSearch } from '../api/hot-search';
import { markSearchHistoryStale, useSearchHistory } from '../api/search-history';
import { useSuggestKeyword } from '../api/suggest-keyword';
import { cleanKeyword } from '../model/keyword';
import { highlightParts, mergeHistory } from '../model/mobile-search';
import { addLocalHistory, clearLocalHistory, readLocalHistory } from '../model/search-history';
import type { GoodsLinks } from './links';
import { SEARCH_PLACEHOLDER } from './search-entry';
import './search-panel.css';

const KIND_LABEL: Record<KeywordSuggestion['kind'], string> = {
  goods: '',
  brand: '品牌',
  catalog: '分类',
  hot: '热搜',
};

/** The value after the buyer stopped typing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="m15 5-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden
    >
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search screen of both mobile areas: the search bar; while typing, suggestions (goods, brands,
 * categories, hot words; pinyin such as "luosi" finds 螺丝); with an empty box, the history (kept in this
 * browser, and for a signed-in buyer also the server's) and the hot searches.
 */
export function SearchPanel({
  links,
  signedIn,
  initialKeyword = '',
  onBack,
}: {
  links: Pick<GoodsLinks, 'list' | 'category'>;
  signedIn: boolean;
  initialKeyword?: string;
  /** A back arrow before the bar (the area has no navigation bar on this screen). */
  onBack?: () => void;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialKeyword);
  const [local, setLocal] = useState<string[]>(() => readLocalHistory());
  const typed = cleanKeyword(value).slice(0, 50);
  const debounced = useDebounced(typed, 200);
  const suggest = useSuggestKeyword(debounced);
  const hot = useHotSearch(10);
  const server = useSearchHistory(signedIn);
  const clear = useClearSearchHistory();

  const history = useMemo(
    () => mergeHistory(local, signedIn ? (server.data ?? []) : []),
    [local, signedIn, server.data],
  );
  const hotWords = (hot.data ?? []).map((h) => h.keyword).filter(Boolean);

  const go = (keyword: string, path?: string) => {
    const k = cleanKeyword(keyword);
    if (!k && !path) return;
    if (k) {
      setLocal(addLocalHistory(k));
      if (signedIn) markSearchHistoryStale();
    }
    navigate(path ?? links.list({ keyword: k }));
  };

  const onClear = () => {
    clearLocalHistory();
    setLocal([]);
    if (signedIn) clear.mutate();
  };

  const suggestions = typed && debounced === typed ? (suggest.data ?? []) : [];

  return (
    <div className="mg-search">
      <div className="mg-search__bar">
        {onBack && (
          <button type="button" className="mg-search__back" aria-label="返回" onClick={onBack}>
            <BackIcon />
          </button>
        )}
        <span className="mg-search__field">
          {/* the kit's clear icon is an unnamed div (not a button): ours is a real button */}
          <SearchBar
            placeholder={SEARCH_PLACEHOLDER}
            value={value}
            onChange={setValue}
            autoFocus
            maxLength={50}
            clearable={false}
            onSearch={(v) => go(v)}
          />
          {value && (
            <button
              type="button"
              className="mg-search__clear-input"
              aria-label="清除搜索词"
              onClick={() => setValue('')}
            >
              ×
            </button>
          )}
        </span>
        <button type="button" className="mg-search__go" onClick={() => go(value)}>
          搜索
        </button>
      </div>

      {typed ? (
        <ul className="mg-search__suggest" aria-label="搜索联想">
          {suggestions.map((s, i) => (
            <li key={`${i}-${s.text}`}>
              <button
                type="button"
                className="mg-search__suggest-item"
                onClick={() =>
                  go(s.text, s.kind === 'catalog' && s.refId ? links.category(s.refId) : undefined)
                }
              >
                <span className="mg-search__suggest-text">
                  {highlightParts(s.text, typed).map((p, j) =>
                    p.hit ? <b key={j}>{p.text}</b> : <span key={j}>{p.text}</span>,
                  )}
                </span>
                {KIND_LABEL[s.kind] && <span className="mg-search__kind">{KIND_LABEL[s.kind]}</span>}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="mg-search__suggest-item" onClick={() => go(typed)}>
              <span className="mg-search__suggest-text">
                搜索“<b>{typed}</b>”
              </span>
            </button>
          </li>
        </ul>
      ) : (
        <>
          {history.length > 0 && (
            <section className="mg-search__group" aria-labelledby="mg-search-history">
              <h2 className="mg-search__title" id="mg-search-history">
                搜索历史
                <button
                  type="button"
                  className="mg-search__clear"
                  aria-label="清空搜索历史"
                  onClick={onClear}
                >
                  <TrashIcon />
                </button>
              </h2>
              <div className="mg-search__chips">
                {history.map((h) => (
                  <Link
                    key={h}
                    className="mg-search__chip"
                    to={links.list({ keyword: h })}
                    onClick={() => setLocal(addLocalHistory(h))}
                  >
                    {h}
                  </Link>
                ))}
              </div>
            </section>
          )}
          {hotWords.length > 0 && (
            <section className="mg-search__group" aria-labelledby="mg-search-hot">
              <h2 className="mg-search__title" id="mg-search-hot">
                热门搜索
              </h2>
              <div className="mg-search__chips">
                {hotWords.map((h, i) => (
                  <Link
                    key={h}
                    className={i < 3 ? 'mg-search__chip mg-search__chip--top' : 'mg-search__chip'}
                    to={links.list({ keyword: h })}
                    onClick={() => setLocal(addLocalHistory(h))}
                  >
                    {h}
                  </Link>
                ))}
              </div>
            </section>
          )}
          {history.length === 0 && hotWords.length === 0 && !hot.isPending && (
            <p className="mg-search__tip">输入商品名称、品牌、型号或拼音首字母，例如“螺丝”“luosi”“M6”</p>
          )}
        </>
      )}
    </div>
  );
}
