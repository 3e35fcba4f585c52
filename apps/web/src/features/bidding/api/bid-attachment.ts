/**
 * GET /bidding/attachment/:id: an attachment of an event, for its buyer and the suppliers who may see
 * it. Fetched with the session (lib/download's requestFile) and saved under the name the server gives.
 */
import { useMutation } from '@tanstack/react-query';
import { bidAttachmentEndpoint, type BidAttachment } from '@pm/contract/bidding-attachment';
import { fillPath } from '@pm/contract/endpoint';
import { requestFile, saveFile } from '@/lib/download';

export async function downloadBidAttachment(a: BidAttachment): Promise<void> {
  // requestFile calls the descriptor's path as it is: give it the path with the id filled in.
  const endpoint = {
    ...bidAttachmentEndpoint,
    path: fillPath(bidAttachmentEndpoint.path, { id: a.id }).path,
  };
  const { blob, fileName } = await requestFile(endpoint, {
    mediaType: a.contentType,
    fallbackName: a.fileName,
    action: '下载竞价附件',
  });
  saveFile(blob, fileName);
}

export function useDownloadBidAttachment() {
  return useMutation({ mutationFn: downloadBidAttachment });
}
