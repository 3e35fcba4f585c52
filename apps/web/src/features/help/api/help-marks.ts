/** What a reader does on an article: like, favourite, vote, mark read, count a view, report an event. */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  helpArticleDetailEndpoint,
  helpEventEndpoint,
  helpFavoriteAddEndpoint,
  helpFavoritePageEndpoint,
  helpFavoriteRemoveEndpoint,
  helpLikeEndpoint,
  helpPvEndpoint,
  helpReadStatusEndpoint,
  helpVoteEndpoint,
  type HelpEventRequest,
  type HelpVoteRequest,
} from '@pm/contract/help';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey, endpointQuery } from '@/lib/query';

async function refreshArticle(id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(helpArticleDetailEndpoint, { id }) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(helpFavoritePageEndpoint) }),
  ]);
}

export async function likeArticle(input: { id: string; like: boolean }) {
  const out = await request(helpLikeEndpoint, input, { action: input.like ? '点赞' : '取消点赞' });
  await refreshArticle(input.id);
  return out;
}

export async function favoriteArticle(input: { id: string; on: boolean }) {
  const out = await request(
    input.on ? helpFavoriteAddEndpoint : helpFavoriteRemoveEndpoint,
    { id: input.id },
    {
      action: input.on ? '收藏' : '取消收藏',
    },
  );
  notify(input.on ? '已收藏' : '已取消收藏', 'success');
  await refreshArticle(input.id);
  return out;
}

export async function voteArticle(input: HelpVoteRequest) {
  const out = await request(helpVoteEndpoint, input, { action: '提交评价' });
  notify('感谢你的反馈', 'success');
  await refreshArticle(String(input.id));
  return out;
}

export const useLikeArticle = () => useMutation({ mutationFn: likeArticle });
export const useFavoriteArticle = () => useMutation({ mutationFn: favoriteArticle });
export const useVoteArticle = () => useMutation({ mutationFn: voteArticle });

/** Quiet writes of opening an article: the view, the read mark (signed in), the event. */
export async function articleOpened(id: string, signedIn: boolean): Promise<void> {
  await Promise.all([
    request(helpPvEndpoint, { id }, { silent: true }).catch(() => undefined),
    signedIn ? request(helpReadStatusEndpoint, { id }, { silent: true }).catch(() => undefined) : undefined,
  ]);
}

export function helpEvent(input: HelpEventRequest): void {
  void request(helpEventEndpoint, input, { silent: true }).catch(() => undefined);
}

export const useHelpFavorites = (page: number) =>
  useQuery({ ...endpointQuery(helpFavoritePageEndpoint, { page, limit: 20 }), retry: false });
