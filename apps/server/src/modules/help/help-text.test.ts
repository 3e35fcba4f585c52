import { describe, expect, it } from 'vitest';
import {
  articleTerms,
  helpQuery,
  highlight,
  looseEnough,
  looseQuery,
  looseQuestion,
  markWords,
  renderArticle,
  snippet,
} from './help-text';

/** Markdown and HTML an attacker might write into an article (or an operator paste by mistake). */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](  javascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/x.png)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '[x](//evil.example/path)',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</script>',
  '[x](&#106;avascript:alert(1))',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];

describe('help articles: Markdown rendered and kept to the allow-list', () => {
  it.each(HOSTILE)('leaves nothing active of %s', (source) => {
    const html = renderArticle(`前文\n\n${source}\n\n后文`);
    // Only real tags count: what Markdown shows as text is escaped (&lt;…).
    const tags = (html.match(/<[^>]*>/g) ?? []).join(' ');
    expect(tags).not.toMatch(/<(script|iframe|style|object|embed|form|input|svg|math|base|meta)\b/i);
    expect(tags).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tags).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(tags).not.toMatch(/(href|src)\s*=\s*"\/\//i);
    expect(tags).not.toMatch(/<img\b/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('前文');
  });

  it('keeps what articles are written with', () => {
    const html = renderArticle(
      '## 步骤\n\n1. 打开**购物车**\n2. 点击 `结算`\n\n> 提示\n\n| 列 | 值 |\n|---|---|\n| a | b |\n\n[说明](https://example.com/a)\n\n---',
    );
    expect(html).toContain('<h2>步骤</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>购物车</strong>');
    expect(html).toContain('<code>结算</code>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<table>');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<hr />');
  });
});

describe('help articles: search keys and highlights', () => {
  const terms = articleTerms({
    title: '采购订单自动审批流程',
    summary: '',
    text: '提交后按规则审批',
    directoryName: '订单',
    tags: ['审批'],
  });

  it('indexes characters, pairs inside long runs and pinyin of the title', () => {
    expect(terms.search).toEqual(expect.arrayContaining(['审', '审批', '批流', 'p:shenpi']));
    expect(terms.title).toEqual(expect.arrayContaining(['审批', 'p:caigou']));
    expect(terms.title).not.toContain('规则');
  });

  it('reads a keyword into terms every article key set can answer', () => {
    const q = helpQuery('审批');
    expect(q.terms[0]!.alternatives).toEqual([['审批']]);
    expect(helpQuery('shenpi').terms[0]!.alternatives).toEqual(expect.arrayContaining([['p:shenpi']]));
  });

  it('reads a whole question loosely: question words out, Chinese as pairs, more than half of it covered', () => {
    const { units, size } = looseQuestion('企业月结额度不够怎么办？');
    expect(units.map((u) => u.term.text)).toEqual(['企业', '业月', '月结', '结额', '额度', '度不', '不够']);
    expect(size).toBe(8);
    const keep = (...texts: string[]) => units.filter((u) => texts.includes(u.term.text));
    // 企业 月结 额度 cover 6 of the 8 characters; 企业 月结 only half
    expect(looseEnough(keep('企业', '月结', '额度'), size)).toBe(true);
    expect(looseEnough(keep('企业', '月结'), size)).toBe(false);
    // a lone character covers nothing
    const lone = looseQuestion('计算 用');
    expect(looseEnough(lone.units, lone.size)).toBe(true);
    expect(
      looseEnough(
        lone.units.filter((u) => u.term.text === '用'),
        lone.size,
      ),
    ).toBe(false);
    expect(looseQuery('企业月结额度不够怎么办', keep('企业', '月结')).phrases).toEqual(['企业', '月结']);
    // a latin word counts as two characters; a repeated pair is one unit
    const mixed = looseQuestion('ERP 如何对接发票发票');
    expect(mixed.units.map((u) => u.term.text)).toEqual(['erp', '对接', '接发', '发票', '票发']);
    expect(mixed.size).toBe(2 + 6);
    expect(looseQuestion('怎么办？').units).toEqual([]);
  });

  it('escapes the text and adds only <mark>', () => {
    const q = helpQuery('审批');
    const text = '<b>审批</b> & 审批"流程"';
    const out = highlight(text, markWords(q, text));
    expect(out).toBe('&lt;b&gt;<mark>审批</mark>&lt;/b&gt; &amp; <mark>审批</mark>&quot;流程&quot;');
    expect(highlight('企业月结额度，月结', ['企业', '月结', '额度'])).toBe(
      '<mark>企业月结额度</mark>，<mark>月结</mark>',
    );
    const cut = snippet('甲'.repeat(200) + '审批' + '乙'.repeat(200), ['审批']);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<mark>审批</mark>');
  });
});
