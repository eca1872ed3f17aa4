'use client';

import {
  App,
  Button,
  type ButtonProps,
  Card,
  Form,
  type FormInstance,
  Modal,
  Popconfirm,
  Typography,
} from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { messageOf } from './shown-once';

/**
 * The cards of the Developers page, by their section of the messages (title, intro, create,
 * createOk): the card's test id, and the start of its buttons' (`key-create`, `key-create-ok`).
 */
const SECTIONS = {
  keys: { testId: 'api-keys', row: 'key' },
  webhooks: { testId: 'webhooks', row: 'webhook' },
} as const;

/**
 * A card of the Developers page (API keys, webhooks): its heading, its intro, its rows, and its
 * create button with the dialog it opens; once made, `onCreated` is told what the API answered.
 */
export function DeveloperCard<V, R>({
  section,
  create,
  initialValues,
  onCreated,
  fields,
  children,
}: {
  section: keyof typeof SECTIONS;
  create: { mutateAsync: (values: V) => Promise<R>; isPending: boolean };
  initialValues: Partial<V>;
  onCreated: (created: R) => void;
  /** The create dialog's fields. */
  fields: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('developers');
  const { testId, row } = SECTIONS[section];
  const [form] = Form.useForm<V>();
  const [open, setOpen] = useState(false);
  const submit = useCreateSubmit(form, create.mutateAsync, () => setOpen(false), onCreated);
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(`${section}.title`)}</h2>}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid={`${row}-create`}>
          {t(`${section}.create`)}
        </Button>
      }
      data-testid={testId}
    >
      <Typography.Paragraph type="secondary">{t(`${section}.intro`)}</Typography.Paragraph>
      {children}
      <Modal
        open={open}
        title={t(`${section}.create`)}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t(`${section}.createOk`)}
        okButtonProps={{ 'data-testid': `${row}-create-ok` } as ButtonProps}
        cancelText={t('cancel')}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form<V> form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
          {fields}
        </Form>
      </Modal>
    </Card>
  );
}

/**
 * The create dialog's send: once made, the dialog closes, its form is cleared and `made` is told;
 * a refusal is said under the fields it names (by their first part), else as a message.
 */
export function useCreateSubmit<V, R>(
  form: FormInstance<V>,
  create: (values: V) => Promise<R>,
  close: () => void,
  made: (created: R) => void,
) {
  const { message } = App.useApp();
  return async (values: V) => {
    try {
      const created = await create(values);
      close();
      form.resetFields();
      made(created);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors)
        form.setFields(
          err.body.errors.map((e) => ({ name: e.field.split('.')[0] as never, errors: [e.message] })),
        );
      else message.error(messageOf(err));
    }
  };
}

/** A call from a button: `done` said once it went through, else why it did not. */
export function useAct() {
  const { message } = App.useApp();
  return async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
    } catch (err) {
      message.error(messageOf(err));
    }
  };
}

/** A small button that asks first: `title` as the question, `okText` on its yes. */
export function ConfirmButton({
  title,
  okText,
  onConfirm,
  danger,
  testId,
  children,
}: {
  title: string;
  okText: string;
  onConfirm: () => unknown;
  danger?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslations('developers');
  return (
    <Popconfirm title={title} okText={okText} cancelText={t('cancel')} onConfirm={onConfirm}>
      <Button size="small" danger={danger} data-testid={testId}>
        {children}
      </Button>
    </Popconfirm>
  );
}
