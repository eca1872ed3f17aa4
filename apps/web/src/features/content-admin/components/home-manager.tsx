'use client';

import {
  HOME_ITEM_TYPES,
  type HomeItemType,
  type Locale,
  type THomeItem,
  type TMenuItemInput,
} from '@acf/shared';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { listLocale } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useAllCategories } from '../api/categories';
import { useDeleteHomeItem, useHomeItems, useReorderHomeItems, useSaveHomeItem } from '../api/homepage';
import { usePosts } from '../api/posts';
import styles from './content-admin.module.css';
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

function ItemsOfType({ type, onEdit }: { type: HomeItemType; onEdit: (item: THomeItem | null) => void }) {
  const t = useTranslations('contentAdmin');
  const { message } = App.useApp();
  const items = useHomeItems(type);
  const reorder = useReorderHomeItems();
  const remove = useDeleteHomeItem();
  const rows = items.data?.results ?? [];
  const move = (index: number, delta: number) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved as number);
    reorder.mutate({ type, ids }, { onError: (e) => message.error(e.message) });
  };
  return (
    <Card
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => onEdit(null)}
          data-testid="home-item-add"
        >
          {t('addItem')}
        </Button>
      }
    >
      <Table<THomeItem>
        rowKey="id"
        size="small"
        loading={items.isLoading || reorder.isPending}
        dataSource={rows}
        pagination={false}
        // A wide row scrolls inside the table, never the page (a phone is 375 px).
        scroll={{ x: 'max-content' }}
        data-testid={`home-items-${type}`}
        locale={listLocale(items, t('noItems'))}
        columns={[
          {
            title: t('order'),
            width: 96,
            render: (_, _r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('moveUp')}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('moveDown')}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Space>
            ),
          },
          { title: t('titleVi'), dataIndex: 'titleVi' },
          // On a phone: the order, the Vietnamese title and the actions; the rest from a tablet up.
          { title: t('titleEn'), dataIndex: 'titleEn', responsive: ['sm'] },
          {
            title: t('link'),
            dataIndex: 'link',
            responsive: ['lg'],
            ellipsis: true,
            render: (v: string | null) => v ?? '',
          },
          {
            title: t('menuItems'),
            width: 100,
            align: 'right',
            responsive: ['md'],
            render: (_, r) => r.menuItems.length,
          },
          {
            title: t('actions'),
            width: 96,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('edit')}
                  onClick={() => onEdit(r)}
                />
                <Popconfirm
                  title={t('confirmDeleteItem', { name: r.titleVi })}
                  description={t('confirmDeleteText')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutateAsync(r.id).then(
                      () => message.success(t('deleted')),
                      (e: Error) => message.error(e.message),
                    )
                  }
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
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
          children: <ItemsOfType type={ty} onEdit={(item) => setEditing({ item })} />,
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
          <Typography.Title level={5}>{t('menuItems')}</Typography.Title>
          <Form.List name="menuItems">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, index) => (
                  <Card key={field.key} size="small" style={{ marginBottom: 8 }} data-testid="menu-item-row">
                    <Space wrap align="start">
                      <Form.Item name={[field.name, 'nameVi']} label={t('nameVi')} rules={required}>
                        <Input maxLength={120} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'nameEn']} label={t('nameEn')} rules={required}>
                        <Input maxLength={120} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'typeLink']}
                        label={t('typeLink')}
                        initialValue="other"
                        rules={[{ required: true, message: t('required') }]}
                      >
                        <Select
                          style={{ width: 130 }}
                          options={[
                            { value: 'category', label: t('typeLinkCategory') },
                            { value: 'post', label: t('typeLinkPost') },
                            { value: 'other', label: t('typeLinkOther') },
                          ]}
                        />
                      </Form.Item>
                      <Form.Item noStyle dependencies={[['menuItems', field.name, 'typeLink']]}>
                        {({ getFieldValue }) => {
                          const kind = getFieldValue(['menuItems', field.name, 'typeLink']);
                          if (kind === 'category')
                            return (
                              <Form.Item
                                name={[field.name, 'categoryId']}
                                label={t('category')}
                                rules={[{ required: true, message: t('required') }]}
                              >
                                <Select
                                  style={{ width: 220 }}
                                  options={categoryOptions}
                                  showSearch
                                  optionFilterProp="label"
                                />
                              </Form.Item>
                            );
                          if (kind === 'post')
                            return (
                              <Form.Item
                                name={[field.name, 'postId']}
                                label={t('post')}
                                rules={[{ required: true, message: t('required') }]}
                              >
                                <Select
                                  style={{ width: 280 }}
                                  options={postOptions}
                                  showSearch
                                  optionFilterProp="label"
                                />
                              </Form.Item>
                            );
                          return (
                            <Form.Item name={[field.name, 'link']} label={t('url')}>
                              <Input style={{ width: 220 }} placeholder="https://" maxLength={500} />
                            </Form.Item>
                          );
                        }}
                      </Form.Item>
                      <Space style={{ marginTop: 30 }}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={t('moveUp')}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={t('moveDown')}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<MinusCircleOutlined />}
                          aria-label={t('delete')}
                          onClick={() => remove(field.name)}
                        />
                      </Space>
                    </Space>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({ typeLink: 'other' })}
                >
                  {t('addMenuItem')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Drawer>
    </div>
  );
}
