'use client';

import {
  HOME_ITEM_TYPES,
  type HomeItemType,
  type Locale,
  type THomeItem,
  type TMenuItemInput,
} from '@acf/shared';
import { App, Button, Drawer, Form, Input, Select, Space, Tabs } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useAllCategories } from '../api/categories';
import { useSaveHomeItem } from '../api/homepage';
import { usePosts } from '../api/posts';
import styles from './content-admin.module.css';
import { HomeItemsTable } from './home-items-table';
import { HomeMenuItems } from './home-menu-items';
import { RichTextEditor } from './rich-text-editor';

/** Icons the public site can draw for home items (names of Ant Design icons). */
const ICON_OPTIONS = [
  'PhoneOutlined',
  'MailOutlined',
  'SearchOutlined',
  'RocketOutlined',
  'WalletOutlined',
  'ShoppingCartOutlined',
  'SendOutlined',
  'ContainerOutlined',
  'SafetyCertificateOutlined',
  'OrderedListOutlined',
  'BarChartOutlined',
];

interface Values {
  titleVi: string;
  titleEn: string;
  link?: string | null;
  icon?: string | null;
  categoryId?: number | null;
  contentVi?: string;
  contentEn?: string;
  menuItems: TMenuItemInput[];
}
/** /manager/home-manager: home items by type, their order, and their menu items. */
export function HomeManager() {
  const t = useTranslations('contentAdmin');
  const locale = useLocale() as Locale;
  const { message } = App.useApp();
  const [type, setType] = useState<HomeItemType>('HEADER');
  const [editing, setEditing] = useState<{ item: THomeItem | null } | null>(null);
  const [form] = Form.useForm<Values>();
  const save = useSaveHomeItem();
  const categories = useAllCategories();
  const posts = usePosts({ page: 1, pageSize: 100, search: '' });
  const categoryOptions = (categories.data?.results ?? []).map((c) => ({
    value: c.id,
    label: locale === 'vi' ? c.nameVi : c.nameEn,
  }));
  const postOptions = (posts.data?.results ?? []).map((p) => ({
    value: p.id,
    label: locale === 'vi' ? p.titleVi : p.titleEn,
  }));

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const item = editing.item;
    form.setFieldsValue(
      item
        ? {
            titleVi: item.titleVi,
            titleEn: item.titleEn,
            link: item.link,
            icon: item.icon,
            categoryId: item.categoryId,
            contentVi: item.contentVi,
            contentEn: item.contentEn,
            menuItems: item.menuItems.map((m) => ({
              nameVi: m.nameVi,
              nameEn: m.nameEn,
              typeLink: m.typeLink,
              link: m.typeLink === 'other' ? m.link : null,
              categoryId: m.categoryId,
              postId: m.postId,
            })),
          }
        : { menuItems: [], contentVi: '', contentEn: '' },
    );
  }, [editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      ...v,
      link: v.link || null,
      icon: v.icon || null,
      categoryId: v.categoryId ?? null,
      menuItems: (v.menuItems ?? []).map((m) => ({
        ...m,
        link: m.typeLink === 'other' ? m.link || null : null,
      })),
    };
    save.mutate(editing?.item ? { id: editing.item.id, ...body } : { type, ...body }, {
      onSuccess: () => {
        message.success(t('saved'));
        setEditing(null);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.body.errors?.length)
          form.setFields(
            err.body.errors.map((e) => ({
              name: e.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)) as never,
              errors: [e.message],
            })),
          );
        else message.error(err.message);
      },
    });
  };

  const required = [{ required: true, whitespace: true, message: t('required') }];

  return (
    <div className={styles.page}>
      <PageHeader />
      <Tabs
        activeKey={type}
        onChange={(k) => setType(k as HomeItemType)}
        items={HOME_ITEM_TYPES.map((ty) => ({
          key: ty,
          label: t(`types.${ty}`),
          children: <HomeItemsTable type={ty} onEdit={(item) => setEditing({ item })} />,
        }))}
      />
      <Drawer
        open={editing != null}
        onClose={() => setEditing(null)}
        width={Math.min(900, typeof window === 'undefined' ? 900 : window.innerWidth)}
        title={`${editing?.item ? t('edit') : t('addItem')} · ${t(`types.${editing?.item?.type ?? type}`)}`}
        destroyOnHidden
        extra={
          <Button type="primary" onClick={submit} loading={save.isPending} data-testid="home-item-save">
            {t('save')}
          </Button>
        }
      >
        <Form form={form} layout="vertical">
          <Space.Compact block style={{ gap: 12 }}>
            <Form.Item name="titleVi" label={t('titleVi')} rules={required} style={{ flex: 1 }}>
              <Input maxLength={200} data-testid="home-title-vi" />
            </Form.Item>
            <Form.Item name="titleEn" label={t('titleEn')} rules={required} style={{ flex: 1 }}>
              <Input maxLength={200} data-testid="home-title-en" />
            </Form.Item>
          </Space.Compact>
          <Space.Compact block style={{ gap: 12 }}>
            <Form.Item name="link" label={t('link')} style={{ flex: 1 }}>
              <Input placeholder="/surcharges" maxLength={500} />
            </Form.Item>
            <Form.Item name="categoryId" label={t('category')} style={{ flex: 1 }}>
              <Select allowClear options={categoryOptions} />
            </Form.Item>
            <Form.Item name="icon" label={t('icon')} style={{ flex: 1 }}>
              <Select allowClear options={ICON_OPTIONS.map((i) => ({ value: i, label: i }))} />
            </Form.Item>
          </Space.Compact>
          <Tabs
            items={[
              {
                key: 'vi',
                label: t('contentVi'),
                forceRender: true,
                children: (
                  <Form.Item name="contentVi">
                    <RichTextEditor />
                  </Form.Item>
                ),
              },
              {
                key: 'en',
                label: t('contentEn'),
                forceRender: true,
                children: (
                  <Form.Item name="contentEn">
                    <RichTextEditor />
                  </Form.Item>
                ),
              },
            ]}
          />
          <HomeMenuItems categoryOptions={categoryOptions} postOptions={postOptions} />
        </Form>
      </Drawer>
    </div>
  );
}
