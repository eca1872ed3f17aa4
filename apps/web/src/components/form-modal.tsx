'use client';

import { App, Form, type FormInstance, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { showApiError } from '@/lib/form-errors';

/**
 * An account list's add or edit dialog: Save and Cancel, the save button named by `saveId` (the
 * browser tests press it), its form dropped when it closes.
 */
export function FormModal({
  open,
  title,
  onOk,
  onCancel,
  saving,
  saveId,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onOk: () => unknown;
  onCancel: () => void;
  saving: boolean;
  saveId: string;
  width?: number;
  children: ReactNode;
}) {
  const t = useTranslations('accounts');
  return (
    <Modal
      open={open}
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
      width={width}
      okButtonProps={{ id: saveId }}
    >
      {children}
    </Modal>
  );
}

/** What a list gives its add-or-edit dialog: open or not, and the row edited (null: a new row). */
export interface EditDialogProps<T> {
  open: boolean;
  editing: T | null;
  onClose: () => void;
}

/**
 * The dialog's Save: the form checked, then saved; "saved" said and `done` called, or the API's
 * refusal shown under its fields (else as a message).
 */
export function useFormSave<V>(
  form: FormInstance<V>,
  save: (values: V) => Promise<unknown>,
  done: () => void,
) {
  const t = useTranslations('accounts');
  const { message } = App.useApp();
  return async () => {
    const values = await form.validateFields();
    try {
      await save(values);
      message.success(t('saved'));
      done();
    } catch (err) {
      showApiError(form, err, message.error);
    }
  };
}

/** Each time the dialog opens, its form starts again from `values` (the row edited, or a new row's defaults). */
export function useFormOnOpen<V>(
  form: FormInstance<V>,
  open: boolean,
  values: () => Partial<V>,
  on: unknown,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is read afresh on each opening, for the row `on`.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(values() as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [open, on, form]);
}

/**
 * The form of a list's add-or-edit dialog: started again on each opening from the row edited
 * (`valuesOf`) or from a new row's `blank`; its Save sends `save(values, row edited or null)`,
 * then the dialog closes.
 */
export function useEditForm<V, T>(
  { open, editing, onClose }: EditDialogProps<T>,
  {
    valuesOf,
    blank,
    save,
  }: {
    valuesOf: (row: T) => Partial<V>;
    blank: Partial<V>;
    save: (values: V, row: T | null) => Promise<unknown>;
  },
) {
  const [form] = Form.useForm<V>();
  useFormOnOpen(form, open, () => (editing ? valuesOf(editing) : blank), editing);
  const submit = useFormSave(form, (values) => save(values, editing), onClose);
  return { form, submit };
}
