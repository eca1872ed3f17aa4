'use client';

import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';

/** What a workbook picker offers: Excel files only. */
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExcelPickerProps {
  /** The file chosen, named on the picker once there is one. */
  file: File | null;
  /** Said before a file is chosen. */
  prompt: string;
  /** The page reads the file itself: antd never sends it. */
  onFile: (file: File) => void;
  testId?: string;
}

/** The picker's own props: one workbook, kept by the page. */
const pickOne = (onFile: (file: File) => void) => ({
  accept: XLSX_ACCEPT,
  maxCount: 1,
  showUploadList: false,
  beforeUpload: (f: File) => {
    onFile(f);
    return false;
  },
});

/** A button that picks one workbook. */
export function ExcelButton({
  file,
  prompt,
  onFile,
  testId,
  loading,
}: ExcelPickerProps & { loading?: boolean }) {
  return (
    <Upload {...pickOne(onFile)}>
      <Button icon={<UploadOutlined />} loading={loading} data-testid={testId}>
        {file ? file.name : prompt}
      </Button>
    </Upload>
  );
}

/** A zone a workbook is dropped on (or clicked to pick one). */
export function ExcelDropZone({
  file,
  prompt,
  onFile,
  testId,
  disabled,
}: ExcelPickerProps & { disabled?: boolean }) {
  return (
    <Upload.Dragger {...pickOne(onFile)} disabled={disabled} data-testid={testId}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{file ? file.name : prompt}</p>
    </Upload.Dragger>
  );
}
