/**
 * GET /refund/photo/:id: an evidence photo, served only to the applicant and the order's supplier. An
 * <img src> cannot send the Authorization header, so the photo is fetched with the session
 * (lib/download's requestFile) and shown through an object URL that is revoked when the view unmounts.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '@pm/contract/endpoint';
import { refundPhotoEndpoint } from '@pm/contract/refund';
import { requestFile } from '@/lib/download';
import { endpointKey } from '@/lib/query';

/** Any image type: the answer's Content-Type is checked to contain it. */
const IMAGE = 'image/';

export async function fetchRefundPhoto(id: string): Promise<Blob> {
  // requestFile calls the descriptor's path as it is: give it the path with the id filled in.
  const endpoint = { ...refundPhotoEndpoint, path: fillPath(refundPhotoEndpoint.path, { id }).path };
  const { blob } = await requestFile(endpoint, {
    mediaType: IMAGE,
    fallbackName: `${id}`,
    action: '查看售后凭证',
  });
  return blob;
}

// A photo never changes: keep it for the session once read.
export const getRefundPhotoQuery = (id: string) =>
  queryOptions({
    queryKey: endpointKey(refundPhotoEndpoint, { id }),
    queryFn: () => fetchRefundPhoto(id),
    retry: false,
    staleTime: Infinity,
  });

/** An object URL of the photo while the caller is mounted (null while loading or on failure). */
export function useRefundPhotoUrl(id: string): { url: string | null; failed: boolean } {
  const query = useQuery(getRefundPhotoQuery(id));
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return { url, failed: query.isError };
}
