'use client';

import { BOOKING_CARRIERS, type BookingCarrier, SERVICES, type Service, type Zone } from '@acf/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Select, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CountrySelect } from '@/components/country-select';
import { ApiError, errorText } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { useProvinces } from '@/lib/divisions';
import { useSaveZones, useZones } from '../api/zones';
import { errorLines } from './rates-format';

interface ZonesForm {
  zones: Zone[];
}

/**
 * The zones of a carrier and service: the columns of its cards. Each zone is a set of countries,
 * narrowed for Vietnam to provinces and for any country to postal-code ranges; saved as a whole.
 */
export function ZonesTab() {
  const t = useTranslations('rates');
  const codes = useCodes();
  const [carrier, setCarrier] = useState<BookingCarrier>('DHL');
  const [service, setService] = useState<Service>('EXPRESS');
  /** What the carrier and service pickers share: the toolbar's look, their names. */
  const picker = (name: 'carrier' | 'service') => ({
    className: 'acf-toolbar-filter',
    'aria-label': t(name),
    'data-testid': `zones-${name}`,
  });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Select<BookingCarrier>
          {...picker('carrier')}
          value={carrier}
          onChange={setCarrier}
          options={codes.options(BOOKING_CARRIERS, codes.carrier)}
        />
        <Select<Service>
          {...picker('service')}
          value={service}
          onChange={setService}
          options={codes.options(SERVICES, codes.service)}
        />
      </Flex>
      <ZonesEditor key={`${carrier}/${service}`} carrier={carrier} service={service} />
    </Flex>
  );
}

/** A field that must be given. */
function useRequired() {
  const t = useTranslations('rates');
  return [{ required: true, message: t('required') }];
}

/** A button that takes away a zone or a range: said by `label`, drawn as a red bin. */
function RemoveButton({ label, onClick, small }: { label: string; onClick: () => void; small?: boolean }) {
  return (
    <Button
      size={small ? 'small' : undefined}
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
}

function ZonesEditor({ carrier, service }: { carrier: BookingCarrier; service: Service }) {
  const t = useTranslations('rates');
  const required = useRequired();
  const { message } = App.useApp();
  const [form] = Form.useForm<ZonesForm>();
  const zones = useZones(carrier, service);
  const save = useSaveZones(carrier, service);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const watched = Form.useWatch('zones', form);
  const anyVietnam = (watched ?? []).some((z) => z?.countries?.includes('VN'));
  const provinces = useProvinces(anyVietnam);

  useEffect(() => {
    if (zones.data) form.setFieldsValue({ zones: zones.data.zones });
  }, [zones.data, form]);

  if (zones.error) return <Alert type="error" showIcon title={errorText(zones.error)} />;
  if (!zones.data) return <Spin />;

  const submit = async ({ zones: list }: ZonesForm) => {
    setRefusal(null);
    const clean = (list ?? []).map((z) => ({
      code: z.code?.trim() ?? '',
      name: z.name?.trim() ?? '',
      countries: z.countries ?? [],
      ...(z.provinces?.length ? { provinces: z.provinces } : {}),
      ...(z.postalRanges?.length
        ? { postalRanges: z.postalRanges.map((r) => ({ ...r, country: r.country?.trim().toUpperCase() })) }
        : {}),
    }));
    try {
      await save.mutateAsync(clean);
      message.success(t('zonesSaved'));
    } catch (err) {
      setRefusal(errorLines(err));
      if (err instanceof ApiError)
        form.setFields(
          Object.entries(err.fieldErrors())
            .filter(([f]) => /^zones\.\d+\./.test(f))
            .map(([f, e]) => ({
              name: f.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
              errors: [e],
            })),
        );
    }
  };

  return (
    <Form<ZonesForm> form={form} layout="vertical" onFinish={submit} data-testid="zones-form">
      <Form.List name="zones">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.length === 0 && <Empty description={t('noZones')} />}
            {fields.map((f) => (
              <Card
                key={f.key}
                size="small"
                data-testid="zone-card"
                title={t('zoneColumn', { zone: watched?.[f.name]?.code || '…' })}
                extra={<RemoveButton small label={t('removeZone')} onClick={() => remove(f.name)} />}
              >
                <div className="acf-form-grid">
                  <Form.Item name={[f.name, 'code']} label={t('zoneCode')} rules={required}>
                    <Input maxLength={10} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} label={t('zoneName')} rules={required}>
                    <Input maxLength={80} />
                  </Form.Item>
                </div>
                <Form.Item name={[f.name, 'countries']} label={t('countries')} rules={required}>
                  <CountrySelect mode="multiple" maxTagCount={12} data-testid="zone-countries" />
                </Form.Item>
                {watched?.[f.name]?.countries?.includes('VN') && (
                  <Form.Item name={[f.name, 'provinces']} label={t('provinces')} extra={t('provincesHelp')}>
                    <Select
                      mode="multiple"
                      loading={provinces.isLoading}
                      options={(provinces.data?.results ?? []).map((p) => ({ value: p.code, label: p.name }))}
                      optionFilterProp="label"
                    />
                  </Form.Item>
                )}
                <PostalRanges zone={f.name} />
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ code: '', name: '', countries: [] })}
              data-testid="zone-add"
            >
              {t('addZone')}
            </Button>
          </Flex>
        )}
      </Form.List>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={refusal[0]}
          description={refusal.length > 1 && refusal.slice(1).join(' · ')}
          data-testid="zones-errors"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        style={{ marginTop: 12 }}
        data-testid="zones-save"
      >
        {t('save')}
      </Button>
    </Form>
  );
}

/** A zone's postal-code ranges: only these codes of a country fall in it (inclusive). */
function PostalRanges({ zone }: { zone: number }) {
  const t = useTranslations('rates');
  const required = useRequired();
  return (
    <Form.List name={[zone, 'postalRanges']}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((f) => (
            <Flex key={f.key} gap={8} align="start" wrap>
              <Form.Item name={[f.name, 'country']} rules={required} style={{ marginBottom: 0, width: 72 }}>
                <Input maxLength={2} placeholder="JP" aria-label={t('rangeCountry')} />
              </Form.Item>
              {(
                [
                  ['from', 'rangeFrom'],
                  ['to', 'rangeTo'],
                ] as const
              ).map(([end, label]) => (
                <Form.Item
                  key={end}
                  name={[f.name, end]}
                  rules={required}
                  style={{ marginBottom: 0, flex: 1, minWidth: 100 }}
                >
                  <Input maxLength={12} aria-label={t(label)} placeholder={t(label)} />
                </Form.Item>
              ))}
              <RemoveButton label={t('removeRange')} onClick={() => remove(f.name)} />
            </Flex>
          ))}
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('addRange')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
