/** The operators' help centre (帮助中心管理): articles, directories, feedback, zero-result searches. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  adminHelpArticleEndpoint,
  adminHelpArticlePageEndpoint,
  adminHelpDirectoryListEndpoint,
  adminHelpFeedbackPageEndpoint,
  closeHelpFeedbackEndpoint,
  helpZeroSearchPageEndpoint,
  previewHelpArticleEndpoint,
  publishHelpArticleEndpoint,
  replyHelpFeedbackEndpoint,
  saveHelpArticleEndpoint,
  saveHelpDirectoryEndpoint,
  type AdminHelpArticleQuery,
  type AdminHelpFeedbackQuery,
  type HelpFeedbackReplyRequest,
  type HelpPublishRequest,
  type SaveHelpArticleRequest,
  type SaveHelpDirectoryRequest,
} from '@pm/contract/help';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey, endpointQuery } from '@/lib/query';

async function refresh(...endpoints: { method: string; path: string }[]): Promise<void> {
  await Promise.all(
    endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e as never) })),
  );
}

export const useAdminHelpArticles = (q: AdminHelpArticleQuery) =>
  useQuery({ ...endpointQuery(adminHelpArticlePageEndpoint, q), placeholderData: keepPreviousData });

export const useAdminHelpArticle = (id: string | null) =>
  useQuery({ ...endpointQuery(adminHelpArticleEndpoint, { id: id ?? '0' }), enabled: id !== null });

export const useAdminHelpDirectories = () => useQuery(endpointQuery(adminHelpDirectoryListEndpoint));

export const useAdminHelpFeedback = (q: AdminHelpFeedbackQuery) =>
  useQuery({ ...endpointQuery(adminHelpFeedbackPageEndpoint, q), placeholderData: keepPreviousData });

export const useHelpZeroSearches = (page: number) =>
  useQuery({
    ...endpointQuery(helpZeroSearchPageEndpoint, { page, limit: 20 }),
    placeholderData: keepPreviousData,
  });

export async function previewArticle(bodyMd: string): Promise<string> {
  return (await request(previewHelpArticleEndpoint, { bodyMd }, { action: '预览' })).html;
}

export const useSaveHelpArticle = () =>
  useMutation({
    mutationFn: async (input: SaveHelpArticleRequest) => {
      const out = await request(saveHelpArticleEndpoint, input, { action: '保存文章' });
      notify('已保存', 'success');
      await refresh(adminHelpArticlePageEndpoint, adminHelpArticleEndpoint, adminHelpDirectoryListEndpoint);
      return out;
    },
  });

export const usePublishHelpArticle = () =>
  useMutation({
    mutationFn: async (input: HelpPublishRequest) => {
      const out = await request(publishHelpArticleEndpoint, input, {
        action: input.published ? '发布' : '下线',
      });
      notify(input.published ? '已发布' : '已下线', 'success');
      await refresh(adminHelpArticlePageEndpoint, adminHelpArticleEndpoint, adminHelpDirectoryListEndpoint);
      return out;
    },
  });

export const useSaveHelpDirectory = () =>
  useMutation({
    mutationFn: async (input: SaveHelpDirectoryRequest) => {
      const out = await request(saveHelpDirectoryEndpoint, input, { action: '保存目录' });
      notify('已保存', 'success');
      await refresh(adminHelpDirectoryListEndpoint);
      return out;
    },
  });

export const useReplyHelpFeedback = () =>
  useMutation({
    mutationFn: async (input: HelpFeedbackReplyRequest) => {
      const out = await request(replyHelpFeedbackEndpoint, input, { action: '回复反馈' });
      notify('已回复', 'success');
      await refresh(adminHelpFeedbackPageEndpoint);
      return out;
    },
  });

export const useCloseHelpFeedback = () =>
  useMutation({
    mutationFn: async (id: string) => {
      const out = await request(closeHelpFeedbackEndpoint, { id }, { action: '关闭反馈' });
      await refresh(adminHelpFeedbackPageEndpoint);
      return out;
    },
  });
