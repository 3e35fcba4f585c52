/** POST /open-platform/apps/:id/revoke: the app's secrets and tokens stop working at once. */
import { useMutation } from '@tanstack/react-query';
import { openAppRevokeEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApps } from './open-platform-change';

export async function revokeOpenApp(id: string) {
  const data = await request(openAppRevokeEndpoint, { id }, { action: '吊销应用' });
  notify('应用已吊销', 'success');
  await refreshApps();
  return data;
}

export function useRevokeOpenApp() {
  return useMutation({ mutationFn: revokeOpenApp });
}
