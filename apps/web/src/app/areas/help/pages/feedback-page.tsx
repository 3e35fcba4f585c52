import { useState } from 'react';
import { Button, Input, Selector, Tag, TextArea } from 'antd-mobile';
import type { HelpFeedbackType } from '@pm/contract/help';
import { useMyFeedback, useSubmitFeedback } from '@/features/help/api/help-feedback';
import { FEEDBACK_TYPE_OPTIONS, feedbackProblem, helpDate } from '@/features/help/model/help-view';
import { QueryError } from '@/ui/mobile/query-error';
import { SignedInOnly } from '../sign-in-hint';
import { HelpEmpty } from '../help-empty';

const STATUS_COLORS = { open: 'warning', replied: 'success', closed: 'default' } as const;

function FeedbackForm() {
  const [type, setType] = useState<HelpFeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = useSubmitFeedback();
  const problem = feedbackProblem({ type, content, screenshot });
  return (
    <form
      key={formKey}
      className="hc-form"
      aria-label="提交反馈"
      onSubmit={(e) => {
        e.preventDefault();
        if (problem || !type) return;
        submit.mutate(
          { type, content: content.trim(), contact: contact.trim(), ...(screenshot ? { screenshot } : {}) },
          {
            onSuccess: () => {
              setType('');
              setContent('');
              setContact('');
              setScreenshot(null);
              setFormKey((n) => n + 1);
            },
          },
        );
      }}
    >
      <label className="hc-form__label">反馈类型</label>
      <Selector
        options={FEEDBACK_TYPE_OPTIONS}
        value={type ? [type] : []}
        onChange={(v) => setType(v[0] ?? '')}
      />
      <label className="hc-form__label" htmlFor="hc-feedback-content">
        反馈内容
      </label>
      <TextArea
        id="hc-feedback-content"
        placeholder="请描述遇到的问题或建议（至少 5 个字）"
        maxLength={1000}
        showCount
        rows={4}
        value={content}
        onChange={setContent}
      />
      <label className="hc-form__label" htmlFor="hc-feedback-shot">
        截图（选填，JPEG/PNG/WebP，最大 5 MB）
      </label>
      <div className="hc-file">
        <input
          id="hc-feedback-shot"
          className="hc-file__input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setScreenshot(e.target.files?.[0] ?? null)}
        />
        {/* the browser's own button speaks the browser's language: ours says 选择图片 */}
        <label className="hc-file__button" htmlFor="hc-feedback-shot">
          {screenshot ? '更换图片' : '选择图片'}
        </label>
        <span className="hc-muted">{screenshot ? screenshot.name : '未选择图片'}</span>
      </div>
      <label className="hc-form__label" htmlFor="hc-feedback-contact">
        联系方式（选填）
      </label>
      <Input
        id="hc-feedback-contact"
        placeholder="手机号或邮箱"
        maxLength={50}
        value={contact}
        onChange={setContact}
      />
      {problem && (content || type) && <p className="hc-form__hint">{problem}</p>}
      <Button block type="submit" color="primary" disabled={!!problem} loading={submit.isPending}>
        提交反馈
      </Button>
    </form>
  );
}

function MyFeedback() {
  const list = useMyFeedback(1);
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p className="hc-muted hc-pad">加载中…</p>;
  if (list.data.total === 0) return <HelpEmpty title="暂无反馈记录" />;
  return (
    <ul className="hc-articles">
      {list.data.records.map((f) => (
        <li key={f.id} className="hc-article" data-testid="my-feedback">
          <p>
            <Tag color={STATUS_COLORS[f.status]}>{f.statusText}</Tag> <b>{f.typeText}</b>{' '}
            <span className="hc-muted">{helpDate(f.createdAt)}</span>
            {f.hasScreenshot && <span className="hc-muted"> · 附截图</span>}
          </p>
          <p className="hc-article__summary">{f.content}</p>
          {f.reply && (
            <p className="hc-reply">
              <b>运营回复：</b>
              {f.reply}
              <span className="hc-muted"> {helpDate(f.repliedAt)}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /help/feedback: send feedback with a screenshot; my feedback with its status and replies. */
export default function HelpFeedbackPage() {
  return (
    <SignedInOnly what="我的反馈">
      <div className="hc-grid">
        <section className="hc-card">
          <h2 className="hc-card__title">我的反馈</h2>
          <MyFeedback />
        </section>
        <section className="hc-card">
          <h2 className="hc-card__title">提交反馈</h2>
          <FeedbackForm />
        </section>
      </div>
    </SignedInOnly>
  );
}
