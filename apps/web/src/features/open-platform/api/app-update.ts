/** POST /open-platform/apps/:id/update: name, scopes, rate limit and IP allowlist. */
import { useMutation } from '@tanstack/react-query';
import { openAppUpdateEndpoint, type OpenAppUpdate } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApps } from './open-platform-change';

export async function updateOpenApp(input: { id: string } & OpenAppUpdate) {
  const data = await request(openAppUpdateEndpoint, input, { action: '修改应用' });
  notify('已保存', 'success');
  await refreshApps();
  return data;
}

export function useUpdateOpenApp() {
  return useMutation({ mutationFn: updateOpenApp });
}
