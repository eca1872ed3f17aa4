'use client';

import { formatPostTime, type Locale, type TCategory, type TPostSummary } from '@acf/shared';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Modal, Table, type TableProps, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { listLocale } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { useDeletePost, usePosts } from '../api/posts';
import styles from './content-admin.module.css';
import { ImageUpload } from './image-upload';
import { PostFormDrawer } from './post-form-drawer';
import { useActionsColumn, useShowError } from './row-actions';

/** /manager/catergory-master: categories on the left, the selected category's posts on the right. */
export function CategoryMaster() {
  const t = useTranslations('contentAdmin');
  const locale = useLocale() as Locale;
  const { message } = App.useApp();
  const [catQuery, setCatQuery] = useState({ page: 1, pageSize: 10, search: '' });
  const [postQuery, setPostQuery] = useState({ page: 1, pageSize: 10, search: '' });
  const [selected, setSelected] = useState<TCategory | null>(null);
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);
  const [postDrawer, setPostDrawer] = useState<{ open: boolean; id: number | null }>({
    open: false,
    id: null,
  });
  const categories = useCategories(catQuery);
  const allCategories = useCategories({ page: 1, pageSize: 100, search: '' });
  const posts = usePosts({ ...postQuery, category: selected?.id }, selected != null);
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const deletePost = useDeletePost();
  const [form] = Form.useForm<{ nameVi: string; nameEn: string; thumbnail?: string | null }>();
  const name = (c: { nameVi: string; nameEn: string }) => (locale === 'vi' ? c.nameVi : c.nameEn);
  const showError = useShowError();
  const categoryActions = useActionsColumn<TCategory>({
    onEdit: (c) => openCategory(c),
    confirm: (c) => t('confirmDeleteCategory', { name: name(c) }),
    onDelete: (c) =>
      deleteCategory.mutateAsync(c.id).then(() => {
        if (selected?.id === c.id) setSelected(null);
      }),
  });
  const postActions = useActionsColumn<TPostSummary>({
    onEdit: (p) => setPostDrawer({ open: true, id: p.id }),
    confirm: (p) => t('confirmDeletePost', { name: locale === 'vi' ? p.titleVi : p.titleEn }),
    onDelete: (p) => deletePost.mutateAsync(p.id),
  });

  const openCategory = (c: TCategory | 'new') => {
    setEditing(c);
    form.resetFields();
    if (c !== 'new') form.setFieldsValue({ nameVi: c.nameVi, nameEn: c.nameEn, thumbnail: c.thumbnail });
  };

  const submitCategory = async () => {
    const values = await form.validateFields();
    saveCategory.mutate(
      { id: editing === 'new' ? undefined : editing?.id, ...values, thumbnail: values.thumbnail ?? null },
      {
        onSuccess: (c) => {
          message.success(t('saved'));
          setEditing(null);
          setSelected(c);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.body.errors?.length)
            form.setFields(err.body.errors.map((e) => ({ name: e.field as never, errors: [e.message] })));
          else showError(err);
        },
      },
    );
  };

  const required = [{ required: true, whitespace: true, message: t('required') }];

  return (
    <div className={styles.page}>
      <PageHeader />
      <div className={styles.columns}>
        <Card
          title={t('categories')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openCategory('new')}
              data-testid="category-add"
            >
              {t('addCategory')}
            </Button>
          }
        >
          <SearchedTable<TCategory>
            list={categories}
            setQuery={setCatQuery}
            query={catQuery}
            data-testid="category-table"
            rowClassName={(r) => (r.id === selected?.id ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setSelected(r), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('category'), render: (_, c) => name(c) },
              { title: t('postCount'), dataIndex: 'postCount', width: 90, align: 'right' },
              categoryActions,
            ]}
          />
        </Card>
        <Card
          title={selected ? t('postsOf', { name: name(selected) }) : t('posts')}
          extra={
            selected && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setPostDrawer({ open: true, id: null })}
                data-testid="post-add"
              >
                {t('addPost')}
              </Button>
            )
          }
        >
          {!selected ? (
            <Typography.Text type="secondary">{t('selectCategory')}</Typography.Text>
          ) : (
            <>
              <SearchedTable<TPostSummary>
                list={posts}
                setQuery={setPostQuery}
                query={postQuery}
                data-testid="post-table"
                columns={[
                  {
                    title: t('thumbnail'),
                    width: 80,
                    render: (_, p) =>
                      p.thumbnail ? (
                        // biome-ignore lint/performance/noImgElement: small back office thumbnail
                        <img src={p.thumbnail} alt="" className={styles.rowThumb} />
                      ) : null,
                  },
                  { title: t('titleVi'), dataIndex: 'titleVi' },
                  { title: t('titleEn'), dataIndex: 'titleEn' },
                  { title: t('publishedAt'), width: 170, render: (_, p) => formatPostTime(p.publishedAt) },
                  postActions,
                ]}
              />
            </>
          )}
        </Card>
      </div>
      <Modal
        open={editing != null}
        title={editing === 'new' ? t('addCategory') : t('edit')}
        onCancel={() => setEditing(null)}
        onOk={submitCategory}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={saveCategory.isPending}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'category-save' } as never}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="nameVi" label={t('nameVi')} rules={required}>
            <Input maxLength={120} data-testid="category-name-vi" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={required}>
            <Input maxLength={120} data-testid="category-name-en" />
          </Form.Item>
          <Form.Item name="thumbnail" label={t('thumbnail')}>
            <ImageUpload testId="category-thumbnail" />
          </Form.Item>
        </Form>
      </Modal>
      <PostFormDrawer
        open={postDrawer.open}
        postId={postDrawer.id}
        categoryId={selected?.id ?? null}
        categories={allCategories.data?.results ?? []}
        onClose={() => setPostDrawer({ open: false, id: null })}
      />
    </div>
  );
}

interface PageQuery {
  page: number;
  pageSize: number;
  search: string;
}

/** A list of the page: searched by its box, then read a page at a time (a search starts at page 1). */
function SearchedTable<T extends object>({
  list,
  query,
  setQuery,
  ...table
}: {
  list: {
    data?: { results: T[]; totalResults: number };
    isLoading: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  query: PageQuery;
  setQuery: Dispatch<SetStateAction<PageQuery>>;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination'>) {
  const t = useTranslations('contentAdmin');
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search }))}
        style={{ marginBottom: 12 }}
      />
      <Table<T>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        locale={listLocale(list)}
        dataSource={list.data?.results}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.totalResults,
          onChange: (page, pageSize) => setQuery((q) => ({ ...q, page, pageSize })),
        }}
        {...table}
      />
    </>
  );
}
