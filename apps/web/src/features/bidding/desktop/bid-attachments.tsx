import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import {
  BID_ATTACHMENT_ACCEPT,
  BID_ATTACHMENT_MAX,
  BID_ATTACHMENT_MAX_BYTES,
  type BidAttachment,
} from '@pm/contract/bidding-attachment';
import { errorText } from '@/lib/http-rules';
import { notify } from '@/lib/notify';
import { downloadBidAttachment } from '../api/bid-attachment';
import { uploadBidAttachment } from '../api/bid-attachment-upload';
import { attachmentProblem, sizeText } from '../model/bid-attachments';
import './bidding.css';

/** An upload's answer: the stored attachment, or the server's message of a failure. */
type Answer = BidAttachment | string;

function fileOf(a: BidAttachment): UploadFile<Answer> {
  return { uid: a.id, name: a.fileName, status: 'done', size: a.size, response: a };
}

function doneOf(files: UploadFile<Answer>[]): BidAttachment[] {
  return files.flatMap((f) => (f.status === 'done' && typeof f.response === 'object' ? [f.response] : []));
}

/**
 * 竞价附件 of the step form: up to BID_ATTACHMENT_MAX files (PDF, JPG, PNG, WebP), each checked in the
 * browser and uploaded at once (the server reads the type from the content and checks again); the draft
 * keeps the uploaded ones when it is saved. A failed upload stays in the list, in red, with the server's
 * message, until removed.
 */
export function BidAttachmentPicker({
  value,
  onChange,
  onUploading,
}: {
  value: BidAttachment[];
  onChange: (attachments: BidAttachment[]) => void;
  onUploading: (busy: boolean) => void;
}) {
  const [files, setFiles] = useState<UploadFile<Answer>[]>(() => value.map(fileOf));
  const held = files.filter((f) => f.status !== 'error').length;
  return (
    <div className="bid-attachment-picker">
      <Upload<Answer>
        accept={BID_ATTACHMENT_ACCEPT}
        multiple
        fileList={files}
        beforeUpload={(file, batch) => {
          const problem = attachmentProblem(file, held + batch.indexOf(file));
          if (problem) {
            notify(`${file.name}：${problem}`, 'error');
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadBidAttachment(file as Blob).then(
            (a) => onSuccess?.(a),
            (err: unknown) => {
              notify(`${(file as File).name}：${errorText(err)}`, 'error');
              // the message becomes the file's `response`, which the list shows on the failed file
              onError?.(new Error(errorText(err)), errorText(err));
            },
          );
        }}
        onChange={({ fileList }) => {
          setFiles(fileList);
          onChange(doneOf(fileList));
          onUploading(fileList.some((f) => f.status === 'uploading'));
        }}
      >
        <Button icon={<UploadOutlined />} disabled={held >= BID_ATTACHMENT_MAX}>
          上传附件
        </Button>
      </Upload>
      <div className="bid-attachment-picker__hint">
        支持 PDF、JPG、PNG、WebP，单个不超过 {BID_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB，最多{' '}
        {BID_ATTACHMENT_MAX} 个；发布后不能再增删
      </div>
    </div>
  );
}

/** The attachments of an event (竞价详情), each downloaded under its name. */
export function BidAttachmentList({ attachments }: { attachments: BidAttachment[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <ul className="bid-attachments" aria-label="竞价附件">
      {attachments.map((a) => (
        <li key={a.id}>
          {a.contentType === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
          <Button
            type="link"
            size="small"
            loading={busy === a.id}
            onClick={() => {
              setBusy(a.id);
              void downloadBidAttachment(a)
                .catch(() => undefined)
                .finally(() => setBusy(null));
            }}
          >
            {a.fileName}
          </Button>
          <span className="bid-attachments__size">{sizeText(a.size)}</span>
        </li>
      ))}
    </ul>
  );
}
