import { describe, expect, it } from 'vitest';
import { feedbackProblem, helpDate, resultText, signInHref } from './help-view';

describe('help centre view rules', () => {
  it('shows dates in China time', () => {
    expect(helpDate('2026-11-25T17:00:00.000Z')).toBe('2026-11-26');
    expect(helpDate(null)).toBe('');
    expect(helpDate('x')).toBe('');
  });

  it('words search results', () => {
    expect(resultText(0, '发票')).toBe('没有找到与“发票”相关的文章');
    expect(resultText(3, '发票')).toBe('找到 3 篇与“发票”相关的文章');
    expect(resultText(1000, '票')).toBe('找到 1000+ 篇与“票”相关的文章');
    expect(resultText(2, '企业月结额度不够怎么办', true)).toBe(
      '没有同时包含“企业月结额度不够怎么办”全部词语的文章，以下 2 篇包含其中的主要词语',
    );
  });

  it('checks feedback as the server does', () => {
    expect(feedbackProblem({ type: '', content: '一二三四五' })).toBe('请选择反馈类型');
    expect(feedbackProblem({ type: 'bug', content: ' 短 ' })).toBe('反馈内容至少 5 个字');
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(feedbackProblem({ type: 'bug', content: '一二三四五', screenshot: gif })).toBe(
      '仅支持 JPEG、PNG 或 WebP 图片',
    );
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    expect(feedbackProblem({ type: 'bug', content: '一二三四五', screenshot: png })).toBeNull();
  });

  it('sends a guest to sign in and back', () => {
    expect(signInHref('/app-market/login', '/help/detail/3')).toBe(
      '/app-market/login?redirect=%2Fhelp%2Fdetail%2F3',
    );
  });
});
