import { describe, expect, it } from 'vitest';
import { cleanHtml, isBlank, textToHtml } from './rich-text';

describe('the description editor keeps the allow-list', () => {
  it('keeps structure, emphasis, lists, http links and own pictures', () => {
    const html =
      '<h3>参数</h3><p><strong>耐用</strong> <em>轻便</em></p><ul><li>一</li></ul>' +
      '<p><a href="https://example.com/a">说明书</a></p><img src="/pm-api/workbench/goods/picture/12" alt="图">';
    expect(cleanHtml(html)).toBe(html.replace('alt="图">', 'alt="图">'));
  });

  it('drops what a paste from Word or a page brings: styles, classes, scripts, events, foreign pictures', () => {
    const pasted =
      '<div class="MsoNormal" style="color:red"><span style="font-size:14pt">第一段</span></div>' +
      '<script>alert(1)</script><h1 onclick="x()">标题</h1><img src="https://evil.example/x.png">' +
      '<a href="javascript:alert(1)">点我</a><style>p{}</style><font color="red">红字</font>';
    expect(cleanHtml(pasted)).toBe('<p>第一段</p><h3>标题</h3>点我红字');
  });

  it('turns plain text into paragraphs and knows an empty editor', () => {
    expect(textToHtml('第一行\n\n<第二行>')).toBe('<p>第一行</p><p>&lt;第二行&gt;</p>');
    expect(isBlank('<p><br></p>')).toBe(true);
    expect(isBlank('<p><img src="/img/a.svg"></p>')).toBe(false);
  });
});
