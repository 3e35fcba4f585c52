import { useEffect, useRef, useState } from 'react';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { MAX_REFUND_PHOTOS } from '@pm/contract/refund';
import { errorText } from '@/lib/http-rules';
import { notify } from '@/lib/notify';
import { uploadRefundPhoto } from '../api/refund-photo-upload';
import { PHOTO_ACCEPT, photoProblem } from '../model/refund-apply-form';
import './refund-mobile.css';

export interface PickedPhotos {
  /** Ids of the uploaded photos, in order. */
  ids: string[];
  /** Some photo is still on its way. */
  uploading: boolean;
}

/**
 * 凭证图片 on a phone: up to MAX_REFUND_PHOTOS photos (camera or album), each checked in the browser
 * (type, size; Chinese messages) and uploaded at once; the server reads the type from the content and
 * checks again, and its message is toasted when it refuses one.
 */
export function RefundPhotoUploader({ onChange }: { onChange: (photos: PickedPhotos) => void }) {
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const urls = useRef<string[]>([]);

  useEffect(() => {
    onChange({ ids: items.map((i) => String(i.extra)), uploading });
  }, [items, uploading, onChange]);
  // the previews are object URLs of the chosen files: given back when the form goes
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );

  return (
    <ImageUploader
      className="pm-refund-photos"
      value={items}
      onChange={setItems}
      accept={PHOTO_ACCEPT}
      multiple
      maxCount={MAX_REFUND_PHOTOS}
      onCountExceed={() => notify(`凭证图片最多 ${MAX_REFUND_PHOTOS} 张`, 'error')}
      onUploadQueueChange={(tasks) => setUploading(tasks.some((t) => t.status === 'pending'))}
      beforeUpload={(file) => {
        const problem = photoProblem(file);
        if (problem) {
          notify(`${file.name}：${problem}`, 'error');
          return null;
        }
        return file;
      }}
      upload={async (file) => {
        try {
          const photo = await uploadRefundPhoto(file);
          const url = URL.createObjectURL(file);
          urls.current.push(url);
          return { key: photo.id, url, extra: photo.id };
        } catch (err) {
          notify(errorText(err), 'error');
          throw err;
        }
      }}
      renderItem={(_node, item, list) => (
        <div className="pm-refund-photo">
          <img src={item.url} alt={`凭证图片 ${list.indexOf(item) + 1}`} />
          <button
            type="button"
            className="pm-refund-photo__remove"
            aria-label={`删除凭证图片 ${list.indexOf(item) + 1}`}
            onClick={() => setItems((all) => all.filter((i) => i !== item))}
          >
            ×
          </button>
        </div>
      )}
    />
  );
}
