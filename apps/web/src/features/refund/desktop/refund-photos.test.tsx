import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { RefundPhotos } from './refund-photos';

const fetched: string[] = [];
vi.mock('@/lib/download', () => ({
  requestFile: (endpoint: AnyEndpoint) => {
    fetched.push(endpoint.path);
    if (endpoint.path.endsWith('/404')) return Promise.reject(new Error('图片不存在'));
    return Promise.resolve({ blob: new Blob(['png'], { type: 'image/png' }), fileName: 'x.png' });
  },
}));

afterEach(() => {
  fetched.length = 0;
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('RefundPhotos', () => {
  it('fetches each photo with the session, shows it through an object URL and revokes it on unmount', async () => {
    let n = 0;
    const created: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:photo-${(n += 1)}`;
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RefundPhotos
          photos={[
            { id: '9', contentType: 'image/png', size: 3 },
            { id: '404', contentType: 'image/png', size: 3 },
          ]}
        />
      </QueryClientProvider>,
    );
    const img = await screen.findByAltText('凭证图片 1');
    expect(img.getAttribute('src')).toBe('blob:photo-1');
    await screen.findByText('加载失败');
    expect(fetched.sort()).toEqual(['/refund/photo/404', '/refund/photo/9']);
    view.unmount();
    await waitFor(() => expect(revoke.mock.calls.map((c) => c[0])).toEqual(created));
  });

  it('says when there are none', () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RefundPhotos photos={[]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('未上传凭证图片')).toBeTruthy();
  });
});
