'use client';

import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';

type Options = { value: number; label: string }[];

/** A home item's menu items: each a name in both languages and where it leads (a category, a post, a URL). */
export function HomeMenuItems({
  categoryOptions,
  postOptions,
}: {
  categoryOptions: Options;
  postOptions: Options;
}) {
  const t = useTranslations('contentAdmin');
  const required = [{ required: true, whitespace: true, message: t('required') }];
  /** Where a menu item can lead besides a URL: a category or a post, picked from their lists. */
  const targets = {
    category: { field: 'categoryId', width: 220, options: categoryOptions },
    post: { field: 'postId', width: 280, options: postOptions },
  };
  return (
    <>
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
                      const kind: string = getFieldValue(['menuItems', field.name, 'typeLink']);
                      const target = kind === 'category' || kind === 'post' ? targets[kind] : null;
                      if (target)
                        return (
                          <Form.Item
                            name={[field.name, target.field]}
                            label={t(kind)}
                            rules={[{ required: true, message: t('required') }]}
                          >
                            <Select
                              style={{ width: target.width }}
                              options={target.options}
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
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ typeLink: 'other' })}>
              {t('addMenuItem')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
