'use client';

import { type Locale, paths, type TCategory } from '@acf/shared';
import { App, Button, Drawer, Form, Input, Select, Space, Spin, Tabs } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { usePost, useSavePost } from '../api/posts';
import styles from './content-admin.module.css';
import { ImageUpload } from './image-upload';
import { RichTextEditor } from './rich-text-editor';

interface Values {
  categoryId: number;
  titleVi: string;
  titleEn: string;
  descriptionVi?: string;
  descriptionEn?: string;
  contentVi?: string;
  contentEn?: string;
  thumbnail?: string | null;
}

/** Create or edit a post in both languages: rich text, thumbnail upload and a preview. */
export function PostFormDrawer({
  open,
  postId,
  categoryId,
  categories,
  onClose,
}: {
  open: boolean;
  postId: number | null;
  categoryId: number | null;
  categories: TCategory[];
  onClose: () => void;
}) {
  const t = useTranslations('contentAdmin');
  const locale = useLocale() as Locale;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const existing = usePost(open ? postId : null);
  const save = useSavePost();
  const [tab, setTab] = useState('vi');
  const [preview, setPreview] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTab('vi');
    setPreview(false);
    if (postId == null) {
      form.resetFields();
      form.setFieldsValue({
        categoryId: categoryId ?? undefined,
        contentVi: '',
        contentEn: '',
        thumbnail: null,
      });
    } else if (existing.data) {
      const p = existing.data;
      form.setFieldsValue({
        categoryId: p.categoryId ?? undefined,
        titleVi: p.titleVi,
        titleEn: p.titleEn,
        descriptionVi: p.descriptionVi,
        descriptionEn: p.descriptionEn,
        contentVi: p.contentVi,
        contentEn: p.contentEn,
        thumbnail: p.thumbnail,
      });
    }
  }, [open, postId, categoryId, existing.data, form]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      // Show the language tab that holds the first error.
      const errs = form.getFieldsError().filter((f) => f.errors.length > 0);
      const name = String(errs[0]?.name?.[0] ?? '');
      if (name.endsWith('En')) setTab('en');
      else if (name.endsWith('Vi')) setTab('vi');
      return;
    }
    save.mutate(
      { id: postId ?? undefined, ...values, thumbnail: values.thumbnail ?? null },
      {
        onSuccess: () => {
          message.success(t('saved'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.body.errors?.length) {
            form.setFields(
              err.body.errors.map((e) => ({ name: e.field.split('.') as never, errors: [e.message] })),
            );
          } else message.error(err.message);
        },
      },
    );
  };

  const required = [{ required: true, whitespace: true, message: t('required') }];
  const lang = (suffix: 'Vi' | 'En') => (
    <>
      <Form.Item name={`title${suffix}`} label={t(`title${suffix}`)} rules={required}>
        <Input maxLength={250} data-testid={`post-title-${suffix.toLowerCase()}`} />
      </Form.Item>
      <Form.Item name={`description${suffix}`} label={t(`description${suffix}`)}>
        <Input.TextArea rows={2} maxLength={1000} data-testid={`post-desc-${suffix.toLowerCase()}`} />
      </Form.Item>
      <Form.Item name={`content${suffix}`} label={t(`content${suffix}`)}>
        <RichTextEditor testId={`post-content-${suffix.toLowerCase()}`} />
      </Form.Item>
    </>
  );

  const previewValues = Form.useWatch([], form);
  const previewTitle = tab === 'en' ? previewValues?.titleEn : previewValues?.titleVi;
  const previewHtml = tab === 'en' ? previewValues?.contentEn : previewValues?.contentVi;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={Math.min(960, typeof window === 'undefined' ? 960 : window.innerWidth)}
      title={postId ? t('edit') : t('addPost')}
      destroyOnHidden
      extra={
        <Space>
          {postId && existing.data && (
            <Button
              href={paths.detailPost(locale === 'vi' ? existing.data.titleVi : existing.data.titleEn, postId)}
              target="_blank"
            >
              {t('view')}
            </Button>
          )}
          <Button onClick={() => setPreview((p) => !p)} data-testid="post-preview-toggle">
            {t('preview')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="post-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      {postId != null && existing.isLoading ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" requiredMark>
          <Form.Item
            name="categoryId"
            label={t('category')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Select
              options={categories.map((c) => ({ value: c.id, label: locale === 'vi' ? c.nameVi : c.nameEn }))}
              data-testid="post-category"
            />
          </Form.Item>
          <Form.Item name="thumbnail" label={t('thumbnail')}>
            <ImageUpload testId="post-thumbnail" />
          </Form.Item>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'vi', label: t('vietnamese'), forceRender: true, children: lang('Vi') },
              { key: 'en', label: t('english'), forceRender: true, children: lang('En') },
            ]}
          />
          {preview && (
            <div className={styles.preview} data-testid="post-preview">
              <h2>{previewTitle}</h2>
              {previewValues?.thumbnail && (
                // biome-ignore lint/performance/noImgElement: back office preview
                <img src={previewValues.thumbnail} alt="" />
              )}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own output, shown to its author; the API sanitizes on save */}
              <div dangerouslySetInnerHTML={{ __html: previewHtml ?? '' }} />
            </div>
          )}
        </Form>
      )}
    </Drawer>
  );
}
