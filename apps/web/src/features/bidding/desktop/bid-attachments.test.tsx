import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BidAttachment } from '@pm/contract/bidding-attachment';
import { STATE_WAIT } from '../../../../test/wait';
import { attachmentProblem, sizeText } from '../model/bid-attachments';
import { emptyDraft, toSaveRequest } from '../model/bid-create-form';
import { BidAttachmentList, BidAttachmentPicker } from './bid-attachments';

const sent: string[] = [];
let nextId = 10;
vi.mock('../api/bid-attachment-upload', () => ({
  uploadBidAttachment: (file: File) => {
    sent.push(file.name);
    if (file.name.startsWith('坏'))
      return Promise.reject(new Error('附件仅支持 PDF 文件或 JPEG、PNG、WebP 图片（按文件内容识别）'));
    nextId += 1;
    return Promise.resolve({
      id: String(nextId),
      fileName: file.name,
      contentType: 'application/pdf',
      size: file.size,
    });
  },
}));
const notices: string[] = [];
vi.mock('@/lib/notify', () => ({ notify: (m: string) => notices.push(m) }));
const downloaded: string[] = [];
vi.mock('../api/bid-attachment', () => ({
  downloadBidAttachment: (a: BidAttachment) => {
    downloaded.push(a.id);
    return Promise.resolve();
  },
}));

afterEach(() => {
  cleanup();
  sent.length = 0;
  notices.length = 0;
  downloaded.length = 0;
});

const kept: BidAttachment = { id: '3', fileName: '技术要求.pdf', contentType: 'application/pdf', size: 2048 };
const pdf = (name: string, size = 10) => new File(['%'.repeat(size)], name, { type: 'application/pdf' });

function picker(value: BidAttachment[]) {
  const changes: BidAttachment[][] = [];
  const busy: boolean[] = [];
  render(
    <BidAttachmentPicker value={value} onChange={(a) => changes.push(a)} onUploading={(b) => busy.push(b)} />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  return { changes, busy, input };
}

describe('the attachments of the step form', () => {
  it('shows the draft’s attachments, uploads a chosen PDF and hands the list on', async () => {
    const { changes, busy, input } = picker([kept]);
    expect(screen.getByText('技术要求.pdf')).toBeTruthy();
    expect(screen.getByText(/最多 5 个/)).toBeTruthy();
    await userEvent.upload(input, pdf('报价须知.pdf'));
    await waitFor(
      () => expect(changes.at(-1)?.map((a) => a.fileName)).toEqual(['技术要求.pdf', '报价须知.pdf']),
      STATE_WAIT,
    );
    expect(sent).toEqual(['报价须知.pdf']);
    expect(busy).toContain(true);
    expect(busy.at(-1)).toBe(false);
    expect(screen.getByText('报价须知.pdf')).toBeTruthy();
  });

  it('keeps a refused upload out of the list the draft saves, with the server’s message', async () => {
    const { changes, input } = picker([]);
    await userEvent.upload(input, pdf('坏文件.pdf'));
    await waitFor(() => expect(notices.some((m) => m.includes('按文件内容识别'))).toBe(true), STATE_WAIT);
    expect(changes.at(-1)).toEqual([]);
    expect(screen.getByText('坏文件.pdf')).toBeTruthy();
  });

  it('refuses a 6th file and a huge one in the browser, uploading nothing', async () => {
    const five = ['1', '2', '3', '4', '5'].map((id) => ({ ...kept, id, fileName: `${id}.pdf` }));
    const { input } = picker(five);
    expect(screen.getByRole('button', { name: /上传附件/ }).hasAttribute('disabled')).toBe(true);
    expect(attachmentProblem(pdf('6.pdf'), 5)).toMatch(/最多 5 个附件/);
    cleanup();
    const again = picker([]);
    await userEvent.upload(
      again.input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], '大.pdf', { type: 'application/pdf' }),
    );
    expect(notices.at(-1)).toMatch(/不能超过 5 MB/);
    expect(sent).toEqual([]);
    expect(input).toBeTruthy();
  });

  it('travels in the draft’s save request', () => {
    expect(toSaveRequest({ ...emptyDraft(), title: 't', attachments: [kept] }).attachmentIds).toEqual(['3']);
  });
});

describe('the attachments of 竞价详情', () => {
  it('lists each with its size and downloads it on click', async () => {
    render(
      <BidAttachmentList
        attachments={[kept, { ...kept, id: '4', fileName: '图纸.png', contentType: 'image/png', size: 300 }]}
      />,
    );
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(sizeText(300)).toBe('300 B');
    await userEvent.click(screen.getByRole('button', { name: /图纸\.png/ }));
    expect(downloaded).toEqual(['4']);
  });
});
