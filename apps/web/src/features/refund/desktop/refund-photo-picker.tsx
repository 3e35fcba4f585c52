import { useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MAX_REFUND_PHOTOS, type RefundPhoto } from '@pm/contract/refund';
import { errorText } from '@/lib/http-rules';
import { notify } from '@/lib/notify';
import { uploadRefundPhoto } from '../api/refund-photo-upload';
import { PHOTO_ACCEPT, photoProblem } from '../model/refund-apply-form';
import './refund.css';

export interface PickedPhotos {
  /** Ids of the photos uploaded, in order. */
  ids: string[];
  /** Some photo is still on its way. */
  uploading: boolean;
}

/** A photo's answer: the uploaded photo, or the server's message of a failure. */
type Answer = RefundPhoto | string;

function picked(files: UploadFile<Answer>[]): PickedPhotos {
  return {
    ids: files.flatMap((f) => (f.status === 'done' && typeof f.response === 'object' ? [f.response.id] : [])),
    uploading: files.some((f) => f.status === 'uploading'),
  };
}

/**
 * 凭证图片: up to MAX_REFUND_PHOTOS photos, each checked in the browser (type, size; Chinese messages)
 * and uploaded at once; the server reads the type from the content and checks again. A failed upload
 * stays in the list with the server's message until removed.
 */
export function RefundPhotoPicker({ onChange }: { onChange: (photos: PickedPhotos) => void }) {
  const [files, setFiles] = useState<UploadFile<Answer>[]>([]);
  const update = (next: UploadFile<Answer>[]) => {
    setFiles(next);
    onChange(picked(next));
  };
  return (
    <Upload<Answer>
      className="refund-photo-picker"
      listType="picture-card"
      accept={PHOTO_ACCEPT}
      multiple
      maxCount={MAX_REFUND_PHOTOS}
      fileList={files}
      showUploadList={{ showPreviewIcon: false }}
      beforeUpload={(file, batch) => {
        const problem = photoProblem(file);
        if (problem) {
          notify(`${file.name}：${problem}`, 'error');
          return Upload.LIST_IGNORE;
        }
        if (files.length + batch.indexOf(file) >= MAX_REFUND_PHOTOS) {
          notify(`凭证图片最多 ${MAX_REFUND_PHOTOS} 张`, 'error');
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadRefundPhoto(file as Blob).then(
          (photo) => onSuccess?.(photo),
          // the message becomes the file's `response`, which the list shows on the failed photo
          (err: unknown) => onError?.(new Error(errorText(err)), errorText(err)),
        );
      }}
      onChange={({ fileList }) => update(fileList)}
    >
      {files.length >= MAX_REFUND_PHOTOS ? null : (
        <button type="button" className="refund-photo-picker__add">
          <PlusOutlined />
          <span>上传图片</span>
        </button>
      )}
    </Upload>
  );
}
