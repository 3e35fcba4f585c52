/** POST /open-platform/apps: a new app; the answer carries its client secret, shown once. */
import { useMutation } from '@tanstack/react-query';
import { openAppCreateEndpoint, type OpenAppInput } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { refreshApps } from './open-platform-change';

export async function createOpenApp(input: OpenAppInput) {
  const data = await request(openAppCreateEndpoint, input, { action: '创建应用' });
  await refreshApps();
  return data;
}

export function useCreateOpenApp() {
  return useMutation({ mutationFn: createOpenApp });
}
