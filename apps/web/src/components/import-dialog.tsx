'use client';

import { Alert, Button, Flex, Modal, Space, Table, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { fitWidth, type Opener, useOpener } from './side-panel';

/**
 * A file import read first, then confirmed (a bank statement, exchange rates, proofs of
 * delivery): the button that opens it, then its dialog with its help and what the page shows; a
 * close (`onClosed` clears what was read) and, while there is something to keep, the confirm,
 * which closes the dialog when it answers true.
 */
export function ImportDialog({
  opener,
  title,
  help,
  onClosed,
  closeLabel,
  confirm,
  width = 1000,
  children,
}: {
  opener: Opener;
  title: ReactNode;
  help: ReactNode;
  onClosed: () => void;
  closeLabel: ReactNode;
  /** The confirm button; none once the import is done. */
  confirm?: {
    label: ReactNode;
    disabled: boolean;
    loading: boolean;
    onClick: () => Promise<unknown>;
    testId?: string;
  };
  width?: number;
  children: ReactNode;
}) {
  const panel = useOpener(opener);
  const close = () => {
    onClosed();
    panel.close();
  };
  return (
    <>
      {panel.button}
      <Modal
        open={panel.open}
        title={title}
        width={fitWidth(width)}
        destroyOnHidden
        onCancel={close}
        footer={
          <Space wrap>
            <Button onClick={close}>{closeLabel}</Button>
            {confirm && (
              <Button
                type="primary"
                disabled={confirm.disabled}
                loading={confirm.loading}
                onClick={async () => (await confirm.onClick()) === true && close()}
                data-testid={confirm.testId}
              >
                {confirm.label}
              </Button>
            )}
          </Space>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {help}
          </Typography.Paragraph>
          {children}
        </Flex>
      </Modal>
    </>
  );
}

/** The rows a file gave, as read: small, twenty a page once there are more, scrolled sideways. */
export function PreviewTable<T extends object>({
  rows,
  ...table
}: { rows: readonly T[] } & Omit<TableProps<T>, 'dataSource' | 'pagination'>) {
  return (
    <Table<T>
      size="small"
      dataSource={rows as T[]}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      {...table}
    />
  );
}

/** A file refused: why, and each wrong line or cell under it. */
export function RefusalAlert({
  refusal,
  testId,
}: {
  refusal: { message: string; lines: string[] };
  testId?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={refusal.message}
      description={
        refusal.lines.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {refusal.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
