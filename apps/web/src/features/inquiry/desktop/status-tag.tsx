import { Tag } from 'antd';
import type { InquiryStatus, VendorInquiryStatus } from '@pm/contract/inquiry';
import { INQUIRY_STATUS_COLORS, VENDOR_STATUS_COLORS } from '../model/inquiry-form';

export function InquiryStatusTag({ status, text }: { status: InquiryStatus; text: string }) {
  return <Tag color={INQUIRY_STATUS_COLORS[status]}>{text}</Tag>;
}

export function VendorStatusTag({ status, text }: { status: VendorInquiryStatus; text: string }) {
  return <Tag color={VENDOR_STATUS_COLORS[status]}>{text}</Tag>;
}
