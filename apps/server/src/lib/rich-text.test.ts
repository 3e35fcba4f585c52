import { describe, expect, it } from 'vitest';
import { descriptionHtml, descriptionText, sanitizeDescription } from './rich-text';

describe('the goods description allow-list', () => {
  it('keeps structure, emphasis, tables, http links and our own pictures', () => {
    const html =
      '<h3>参数</h3><p><strong>耐用</strong> <em>轻便</em></p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td colspan="2">值</td></tr></tbody></table>' +
      '<img src="/pm-api/workbench/goods/picture/12" alt="图"><img src="/img/goods/1.svg">';
    expect(sanitizeDescription(html)).toBe(
      html.replace('alt="图">', 'alt="图" />').replace('1.svg">', '1.svg" />'),
    );
    expect(sanitizeDescription('<a href="https://example.com/a">说明书</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">说明书</a>',
    );
  });

  it('drops scripts, styles, event attributes, frames, foreign pictures and other schemes', () => {
    const out = sanitizeDescription(
      '<p onclick="x()" style="color:red">文字<script>alert(1)</script></p><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><img src="https://evil.example/p.png">' +
        '<img src="//evil.example/p.png"><a href="javascript:alert(1)">链接</a><svg onload="x()"></svg>',
    );
    expect(out).toBe('<p>文字</p><a rel="noopener noreferrer nofollow" target="_blank">链接</a>');
  });

  it('reads the text for the review comparison', () => {
    expect(descriptionText('<p>一</p>\n<p>二 <b>三</b></p>')).toBe('一 二 三');
  });
});

describe('the description the shop shows', () => {
  it('escapes a plain-text description, a paragraph per line', () => {
    expect(descriptionHtml('适用于 M6 螺栓\n\n含 <10 件> & 包装')).toBe(
      '<p>适用于 M6 螺栓</p><p>含 &lt;10 件&gt; &amp; 包装</p>',
    );
  });
  it('keeps rich text to the allow-list again on the way out', () => {
    expect(descriptionHtml('<p>好<script>alert(1)</script></p><img src="http://x/a.png" onerror="x">')).toBe(
      '<p>好</p>',
    );
  });
});
