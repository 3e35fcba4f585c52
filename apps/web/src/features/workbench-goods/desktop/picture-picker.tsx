import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WB_GOODS_LIMITS, WB_PICTURE_MAX_BYTES, type WbPicture } from '@pm/contract/workbench-goods';
import { errorText } from '@/lib/http-rules';
import { notify } from '@/lib/notify';
import { uploadWbPicture } from '../api/wb-picture-upload';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** What the browser can tell before uploading (the server reads the content and checks again). */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPT.split(',').includes(file.type)) return '只能上传 JPG、PNG 或 WebP 图片';
  if (file.size > WB_PICTURE_MAX_BYTES) return `图片不能超过 ${WB_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
  return null;
}

type Answer = WbPicture | string;

/**
 * 商品图片: the item's pictures (addresses), each new one checked in the browser and uploaded at once under
 * the server's upload rules; the form keeps the addresses of those uploaded, in order.
 */
export function PicturePicker({
  value = [],
  onChange,
  files,
  setFiles,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  files: UploadFile<Answer>[];
  setFiles: (f: UploadFile<Answer>[]) => void;
}) {
  const update = (next: UploadFile<Answer>[]) => {
    setFiles(next);
    onChange?.(
      next.flatMap((f) =>
        f.status === 'done' ? [typeof f.response === 'object' ? f.response.url : (f.url ?? '')] : [],
      ),
    );
  };
  void value;
  return (
    <Upload<Answer>
      listType="picture-card"
      accept={ACCEPT}
      multiple
      maxCount={WB_GOODS_LIMITS.picturesMax}
      fileList={files}
      showUploadList={{ showPreviewIcon: false }}
      beforeUpload={(file) => {
        const problem = pictureProblem(file);
        if (problem) {
          notify(`${file.name}：${problem}`, 'error');
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadWbPicture(file as Blob).then(
          (p) => onSuccess?.(p),
          (err: unknown) => onError?.(new Error(errorText(err)), errorText(err)),
        );
      }}
      onChange={({ fileList }) => update(fileList)}
    >
      {files.length >= WB_GOODS_LIMITS.picturesMax ? null : (
        <button type="button" className="wb-picture-add" aria-label="上传商品图片">
          <PlusOutlined />
          <span>上传图片</span>
        </button>
      )}
    </Upload>
  );
}

/** The upload list of pictures an item has already. */
export function filesOf(images: readonly string[]): UploadFile<Answer>[] {
  return images.map((url, i) => ({
    uid: `saved-${i}`,
    name: `图片${i + 1}`,
    status: 'done',
    url,
    thumbUrl: url,
  }));
}
