import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { KeywordSuggestion } from '@pm/contract/goods';
import { useClearSearchHistory } from '../api/clear-search-history';
import { useHotSearch } from '../api/hot-search';
import { markSearchHistoryStale, useSearchHistory } from '../api/search-history';
import { useSuggestKeyword } from '../api/suggest-keyword';
import { cleanKeyword, listPathFor } from '../model/keyword';
import { addLocalHistory, clearLocalHistory, readLocalHistory } from '../model/search-history';
import { catalogPath } from './category-menu';
import './goods.css';

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

interface Option {
  key: string;
  text: string;
  path: string;
  kind?: string;
}

function Highlight({ text, typed }: { text: string; typed: string }) {
  const i = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <b>{text.slice(i, i + typed.length)}</b>
      {text.slice(i + typed.length)}
    </>
  );
}

/**
 * The shop's search box: suggestions as the buyer types (Chinese and pinyin, debounced), and on focus with
 * an empty box the buyer's history (server for signed-in users, this browser for visitors) and hot
 * searches. Hot searches are listed under the box too.
 */
export function SearchBox({
  keyword,
  signedIn,
  onNavigate,
}: {
  /** The keyword of the list on screen (the box shows it). */
  keyword: string;
  signedIn: boolean;
  onNavigate: (path: string) => void;
}) {
  const [value, setValue] = useState(keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [local, setLocal] = useState<string[]>([]);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // another page (or another list) shows its own keyword, with the panel closed; but what the user is typing
  // stays: the route can still be settling (the home's redirect, a list's address made canonical) while the
  // box has the focus, and resetting it then would lose the words or search for nothing.
  const location = useLocation();
  const shown = useRef(keyword);
  useEffect(() => {
    const typing = document.activeElement === input.current && input.current !== null;
    setValue((current) => (typing && current !== shown.current ? current : keyword));
    shown.current = keyword;
    if (!typing) setOpen(false);
  }, [keyword, location.pathname, location.search]);

  const typed = cleanKeyword(value).slice(0, 50);
  const debounced = useDebounced(typed, 200);
  const suggest = useSuggestKeyword(open ? debounced : '');
  const hot = useHotSearch(10);
  const server = useSearchHistory(signedIn && open && typed === '');
  const clear = useClearSearchHistory();

  const history = useMemo(() => (signedIn ? (server.data ?? []) : local), [signedIn, server.data, local]);
  const hotWords = useMemo(() => (hot.data ?? []).map((h) => h.keyword).filter(Boolean), [hot.data]);

  const options: Option[] = useMemo(() => {
    if (typed) {
      if (debounced !== typed && !suggest.data) return [];
      return (suggest.data ?? []).map((s, i) => ({
        key: `s${i}`,
        text: s.text,
        kind: KIND_LABEL[s.kind],
        path: s.kind === 'catalog' ? catalogPath(s.text) : listPathFor(s.text),
      }));
    }
    return [
      ...history.map((h, i) => ({ key: `h${i}`, text: h, path: listPathFor(h) })),
      ...hotWords.map((h, i) => ({ key: `t${i}`, text: h, path: listPathFor(h) })),
    ];
  }, [typed, debounced, suggest.data, history, hotWords]);

  useEffect(() => setActive(-1), [typed]);

  const go = (path: string, text: string) => {
    const k = cleanKeyword(text);
    if (k) {
      if (signedIn) markSearchHistoryStale();
      else setLocal(addLocalHistory(k));
    }
    setOpen(false);
    setValue(k);
    input.current?.blur();
    onNavigate(path);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) go(chosen.path, chosen.text);
    else go(listPathFor(typed), typed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // -1 is the box itself: the choice cycles box → options → box
      const n = options.length;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1 >= n ? -1 : a + 1) : a - 1 < -1 ? n - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const onClear = () => {
    if (signedIn) clear.mutate();
    else {
      clearLocalHistory();
      setLocal([]);
    }
  };

  const showPanel = open && (typed ? options.length > 0 : history.length > 0 || hotWords.length > 0);
  const activeOption = active >= 0 ? options[active] : undefined;
  const optionId = (key: string) => `${panelId}-${key}`;

  const optionButton = (o: Option, i: number, className: string, rich = false) => (
    <li
      key={o.key}
      id={optionId(o.key)}
      role="option"
      aria-selected={i === active}
      className={i === active ? `${className} is-active` : className}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => setActive(i)}
      onClick={() => go(o.path, o.text)}
    >
      {rich ? (
        <>
          <span className="pm-search__sug-text">
            <Highlight text={o.text} typed={typed} />
          </span>
          {o.kind && <span className="pm-search__kind">{o.kind}</span>}
        </>
      ) : (
        o.text
      )}
    </li>
  );

  return (
    <div
      className="pm-search"
      ref={root}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form className="pm-search__form" role="search" onSubmit={onSubmit}>
        <input
          ref={input}
          className="pm-search__input"
          type="search"
          value={value}
          maxLength={50}
          placeholder="搜索商品名称、品牌、型号"
          aria-label="搜索商品"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={panelId}
          aria-activedescendant={activeOption ? optionId(activeOption.key) : undefined}
          autoComplete="off"
          onFocus={() => {
            if (!signedIn) setLocal(readLocalHistory());
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button className="pm-search__button" type="submit">
          搜索
        </button>
      </form>
      {showPanel && (
        <div className="pm-search__panel" onMouseDown={(e) => e.preventDefault()}>
          {typed ? (
            <ul id={panelId} role="listbox" aria-label="搜索建议" className="pm-search__sugs">
              {options.map((o, i) => optionButton(o, i, 'pm-search__sug', true))}
            </ul>
          ) : (
            <div id={panelId} role="listbox" aria-label="搜索历史与热门搜索">
              {history.length > 0 && (
                <section className="pm-search__group">
                  <header>
                    <span>搜索历史</span>
                    <button
                      type="button"
                      className="pm-search__clear"
                      onClick={onClear}
                      disabled={clear.isPending}
                    >
                      清空
                    </button>
                  </header>
                  <ul className="pm-search__chips">
                    {options.slice(0, history.length).map((o, i) => optionButton(o, i, 'pm-search__chip'))}
                  </ul>
                </section>
              )}
              {hotWords.length > 0 && (
                <section className="pm-search__group">
                  <header>
                    <span>热门搜索</span>
                  </header>
                  <ul className="pm-search__chips">
                    {options
                      .slice(history.length)
                      .map((o, i) =>
                        optionButton(
                          o,
                          i + history.length,
                          i < 3 ? 'pm-search__chip pm-search__chip--hot' : 'pm-search__chip',
                        ),
                      )}
                  </ul>
                </section>
              )}
            </div>
          )}
        </div>
      )}
      {/* always there, so that the header keeps its height while the hot searches load */}
      <nav className="pm-search__hot" aria-label="热门搜索">
        {hotWords.slice(0, 8).map((w, i) => (
          <Link key={w} to={listPathFor(w)} className={i === 0 ? 'is-first' : undefined}>
            {w}
          </Link>
        ))}
      </nav>
    </div>
  );
}
