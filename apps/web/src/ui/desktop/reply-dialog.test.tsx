/**
 * The operators' one reply dialog (help feedback, 商品纠错): the reply is checked before it is sent, sent
 * once through onReply, and the dialog closes only when the request succeeds.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { ReplyDialog } from './reply-dialog';

function renderDialog(onReply: (reply: string) => Promise<unknown>, initial: string | null = null) {
  const onClose = vi.fn();
  render(
    <ReplyDialog
      title="回复反馈"
      subject="功能建议：希望支持按型号搜索"
      initial={initial}
      label="回复（提交人可见）"
      max={10}
      pending={false}
      onReply={onReply}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('ReplyDialog', () => {
  it(
    'refuses an empty or too short reply, then sends the text and closes',
    async () => {
      const onReply = vi.fn(() => Promise.resolve({}));
      const onClose = renderDialog(onReply);
      expect(screen.getByText('功能建议：希望支持按型号搜索')).toBeTruthy();
      const send = screen.getByRole('button', { name: /回\s*复/ });
      await userEvent.click(send);
      await screen.findByText('请填写回复', {}, UI_WAIT);
      await userEvent.type(screen.getByLabelText('回复内容'), '好');
      await userEvent.click(send);
      await screen.findByText('回复至少 2 个字', {}, UI_WAIT);
      expect(onReply).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('回复内容'), '的，已支持');
      await userEvent.click(send);
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), UI_WAIT);
      expect(onReply).toHaveBeenCalledExactlyOnceWith('好的，已支持');
    },
    UI_TEST_MS,
  );

  it(
    'starts from the earlier reply and stays open when the request fails',
    async () => {
      const onReply = vi.fn(() => Promise.reject(new Error('该反馈已关闭，不能再回复')));
      const onClose = renderDialog(onReply, '旧的回复');
      expect((screen.getByLabelText('回复内容') as HTMLTextAreaElement).value).toBe('旧的回复');
      await userEvent.click(screen.getByRole('button', { name: /回\s*复/ }));
      await waitFor(() => expect(onReply).toHaveBeenCalledExactlyOnceWith('旧的回复'), UI_WAIT);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByLabelText('回复内容')).toBeTruthy();
    },
    UI_TEST_MS,
  );
});
