'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';

/** A refusal said in words: the API's first field error, else its message. */
export function useShowError() {
  const { message } = App.useApp();
  return (err: Error) =>
    message.error(err instanceof ApiError ? (err.body.errors?.[0]?.message ?? err.message) : err.message);
}

/**
 * The actions column of a content table: a row's edit, and its delete, which asks first
 * (`confirm` names the row) and then says it is done, or why not.
 */
export function useActionsColumn<T>({
  onEdit,
  confirm,
  onDelete,
}: {
  onEdit: (row: T) => void;
  confirm: (row: T) => string;
  onDelete: (row: T) => Promise<unknown>;
}) {
  const t = useTranslations('contentAdmin');
  const { message } = App.useApp();
  const showError = useShowError();
  return {
    title: t('actions'),
    width: 96,
    render: (_: unknown, row: T) => (
      // A click on the actions is not a click on the row.
      <Space size={0} onClick={(e) => e.stopPropagation()}>
        <Button type="text" icon={<EditOutlined />} aria-label={t('edit')} onClick={() => onEdit(row)} />
        <Popconfirm
          title={confirm(row)}
          description={t('confirmDeleteText')}
          okText={t('delete')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row).then(() => message.success(t('deleted')), showError)}
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
        </Popconfirm>
      </Space>
    ),
  };
}
