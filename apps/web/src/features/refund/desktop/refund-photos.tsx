import { Image, Spin } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import type { RefundPhoto } from '@pm/contract/refund';
import { useRefundPhotoUrl } from '../api/refund-photo';
import './refund.css';

/** One photo, fetched with the session and shown through an object URL (revoked on unmount). */
function Photo({ photo, index }: { photo: RefundPhoto; index: number }) {
  const { url, failed } = useRefundPhotoUrl(photo.id);
  if (failed) {
    return (
      <div className="refund-photo refund-photo--broken" title="图片加载失败">
        <PictureOutlined />
        <span>加载失败</span>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="refund-photo refund-photo--loading">
        <Spin size="small" />
      </div>
    );
  }
  return (
    <Image
      className="refund-photo__img"
      rootClassName="refund-photo"
      src={url}
      width={96}
      height={96}
      alt={`凭证图片 ${index + 1}`}
    />
  );
}

/** 凭证图片: thumbnails that open a preview (the group pages through all of them). */
export function RefundPhotos({ photos }: { photos: readonly RefundPhoto[] }) {
  if (photos.length === 0) return <p className="refund-muted">未上传凭证图片</p>;
  return (
    <div className="refund-photos" aria-label="凭证图片">
      <Image.PreviewGroup>
        {photos.map((p, i) => (
          <Photo key={p.id} photo={p} index={i} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
