import type { FastifyInstance } from 'fastify';
import { REFUND_PHOTO_TYPES } from '@pm/contract/refund';
import {
  refundableOrderRoute,
  refundApplyRoute,
  refundCancelRoute,
  refundDetailRoute,
  refundPageRoute,
  refundPhotoRoute,
  refundPhotoUploadRoute,
  refundReturnShippingRoute,
  vendorRefundApproveRoute,
  vendorRefundDetailRoute,
  vendorRefundPageRoute,
  vendorRefundReceiveRoute,
  vendorRefundRejectRoute,
} from '@pm/contract/refund-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { RefundPhotoService } from './refund-photo.service';
import type { RefundService } from './refund.service';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function refundRoutes(app: FastifyInstance, service: RefundService, photos: RefundPhotoService): void {
  route(app, refundableOrderRoute, (req) => service.refundable(requireAuth(req), req.params.orderId));
  route(app, refundPhotoUploadRoute, (req) => photos.uploadPhoto(requireAuth(req), req.body.file), {
    message: '上传成功',
  });
  route(
    app,
    refundApplyRoute,
    (req) => service.apply(requireAuth(req), req.headers['idempotency-key'], req.body),
    { message: '售后申请已提交', errors: [409] },
  );
  route(app, refundPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, refundDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, refundCancelRoute, (req) => service.cancel(requireAuth(req), req.params.id), {
    message: '售后申请已撤销',
    errors: [409],
  });
  route(
    app,
    refundReturnShippingRoute,
    (req) => service.returnShipping(requireAuth(req), req.params.id, req.body.carrier, req.body.waybillNo),
    { message: '退货物流已提交', errors: [409] },
  );

  route(app, vendorRefundPageRoute, (req) => service.page(requireAuth(req), req.query, true));
  route(app, vendorRefundDetailRoute, (req) => service.detail(requireAuth(req), req.params.id, true));
  route(
    app,
    vendorRefundApproveRoute,
    (req) => service.approve(requireAuth(req), req.params.id, req.body.returnAddress, req.body.note),
    { message: '已同意售后申请', errors: [409] },
  );
  route(
    app,
    vendorRefundRejectRoute,
    (req) => service.reject(requireAuth(req), req.params.id, req.body.reason),
    { message: '已驳回售后申请', errors: [409] },
  );
  route(app, vendorRefundReceiveRoute, (req) => service.receive(requireAuth(req), req.params.id), {
    message: '已确认收到退货',
    errors: [409],
  });

  // The image itself, not the envelope: shown inline, only to the two parties.
  fileRoute(app, refundPhotoRoute, REFUND_PHOTO_TYPES, async (req) => {
    const photo = await photos.photo(requireAuth(req), req.params.id);
    const name = `refund-photo-${photo.id}.${EXTENSIONS[photo.contentType] ?? 'bin'}`;
    return {
      buffer: photo.buffer,
      fileName: name,
      asciiName: name,
      contentType: photo.contentType,
      inline: true,
      cacheControl: 'private, max-age=86400',
    };
  });
}
