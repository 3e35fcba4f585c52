/** POST /admin/portal/story/save, /publish and /delete/:id: the operators' writes. */
import { useMutation } from '@tanstack/react-query';
import {
  deletePortalStoryEndpoint,
  publishPortalStoryEndpoint,
  savePortalStoryEndpoint,
  type SavePortalStoryRequest,
} from '@pm/contract/portal';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshStories } from './portal-change';

export async function saveStory(input: SavePortalStoryRequest) {
  const data = await request(savePortalStoryEndpoint, input, { action: '保存客户案例' });
  notify('已保存', 'success');
  await refreshStories();
  return data;
}

export function useSaveStory() {
  return useMutation({ mutationFn: saveStory });
}

export async function publishStory(input: { id: string; published: boolean }) {
  const data = await request(publishPortalStoryEndpoint, input, {
    action: input.published ? '发布客户案例' : '撤回客户案例',
  });
  notify(input.published ? '已发布' : '已撤回', 'success');
  await refreshStories();
  return data;
}

export function usePublishStory() {
  return useMutation({ mutationFn: publishStory });
}

export async function deleteStory(input: { id: string }) {
  const data = await request(deletePortalStoryEndpoint, input, { action: '删除客户案例' });
  notify('已删除', 'success');
  await refreshStories();
  return data;
}

export function useDeleteStory() {
  return useMutation({ mutationFn: deleteStory });
}
