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

/** What a card creates: its button, its dialog's form and fields, and what is done once made. */
export interface CardCreate<V, R> {
  label: string;
  testId: string;
  okText: string;
  okTestId: string;
  form: FormInstance<V>;
  mutation: { mutateAsync: (values: V) => Promise<R>; isPending: boolean };
  initialValues: Partial<V>;
  made: (created: R) => void;
  fields: ReactNode;
}

/**
 * A card of the Developers page (API keys, webhooks): its heading, its intro, its rows, and its
 * create button with the dialog it opens.
 */
export function DeveloperCard<V, R>({
  title,
  intro,
  testId,
  create,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  create: CardCreate<V, R>;
  children: ReactNode;
}) {
  const t = useTranslations('developers');
  const [open, setOpen] = useState(false);
  const submit = useCreateSubmit(create.form, create.mutation.mutateAsync, () => setOpen(false), create.made);
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid={create.testId}>
          {create.label}
        </Button>
      }
      data-testid={testId}
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {children}
      <Modal
        open={open}
        title={create.label}
        onCancel={() => setOpen(false)}
        onOk={() => create.form.submit()}
        okText={create.okText}
        okButtonProps={{ 'data-testid': create.okTestId } as ButtonProps}
        cancelText={t('cancel')}
        confirmLoading={create.mutation.isPending}
        destroyOnHidden
      >
        <Form<V> form={create.form} layout="vertical" onFinish={submit} initialValues={create.initialValues}>
          {create.fields}
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
