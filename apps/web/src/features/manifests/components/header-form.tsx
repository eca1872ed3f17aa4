'use client';

import { isValidMawb, type ManifestLine, type TManifestDetail } from '@acf/shared';
import { App, Button, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { useFocusScanBox } from '@/components/scan-area';
import { ApiError, errorText } from '@/lib/api-client';
import { useCreateManifest, useUpdateManifest } from '../api/manifests';

interface HeaderValues {
  mode: 'AIR' | 'SEA';
  destinationCountry: string;
  destinationAirport: string;
  flightNumber: string;
  mawb?: string;
  mbl?: string;
  departureDate?: Dayjs | null;
  eta?: Dayjs | null;
  note: string;
}

/** Where the manifest goes: a country (ISO, two letters) and an airport (IATA, three letters). */
const DESTINATION_CODES = [
  { name: 'destinationCountry', letters: 2, invalid: 'countryInvalid' },
  { name: 'destinationAirport', letters: 3, invalid: 'airportInvalid' },
] as const;

/** The header: create (with a line) or edit (with a manifest). The MAWB is checked as it is typed. */
export function HeaderForm({
  line,
  manifest,
  onSaved,
}: {
  line: ManifestLine;
  manifest?: TManifestDetail;
  onSaved?: (m: TManifestDetail) => void;
}) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const [form] = Form.useForm<HeaderValues>();
  const create = useCreateManifest();
  const update = useUpdateManifest(manifest?.id ?? '');
  const mode = Form.useWatch('mode', form) ?? manifest?.mode ?? 'AIR';
  const dateRule = useDateRule();
  const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);
  const pending = create.isPending || update.isPending;
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  const focusScanBox = useFocusScanBox();
  // A saving button is disabled, and a disabled button loses the focus to the page: Escape then no
  // longer reaches the drawer and Tab starts over. Once saved, the focus goes to the scan box of
  // the detail, or back to the button.
  useEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    if (!ended || document.activeElement !== document.body) return;
    focusScanBox();
    if (document.activeElement === document.body) saveButton.current?.focus();
  }, [pending, focusScanBox]);
  const submit = async (v: HeaderValues) => {
    const body = {
      mode: v.mode,
      destinationCountry: v.destinationCountry.trim().toUpperCase(),
      destinationAirport: v.destinationAirport.trim().toUpperCase(),
      flightNumber: v.flightNumber?.trim() ?? '',
      note: v.note ?? '',
      departureDate: day(v.departureDate),
      eta: day(v.eta),
      ...(v.mode === 'AIR' ? { mawb: v.mawb?.trim() || undefined } : { mbl: v.mbl?.trim() || undefined }),
    };
    try {
      const m = manifest ? await update.mutateAsync(body) : await create.mutateAsync({ ...body, line });
      message.success(t('saved', { number: m.number }));
      onSaved?.(m);
    } catch (err) {
      if (err instanceof ApiError)
        form.setFields(
          Object.entries(err.fieldErrors()).map(([name, e]) => ({
            name: name as keyof HeaderValues,
            errors: [e],
          })),
        );
      message.error(errorText(err));
    }
  };
  return (
    <Form<HeaderValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      data-testid="manifest-header-form"
      initialValues={{
        mode: manifest?.mode ?? 'AIR',
        destinationCountry: manifest?.destinationCountry ?? (line === 'K_CARGO' ? 'KR' : 'JP'),
        destinationAirport: manifest?.destinationAirport ?? (line === 'K_CARGO' ? 'ICN' : 'NRT'),
        flightNumber: manifest?.flightNumber ?? '',
        mawb: manifest?.mawb ?? '',
        mbl: manifest?.mbl ?? '',
        departureDate: manifest?.departureDate ? dayjs(manifest.departureDate) : null,
        eta: manifest?.eta ? dayjs(manifest.eta) : null,
        note: manifest?.note ?? '',
      }}
    >
      <div className="acf-form-grid">
        <Form.Item name="mode" label={t('mode')}>
          <Select options={(['AIR', 'SEA'] as const).map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
        </Form.Item>
        {mode === 'AIR' ? (
          <Form.Item
            name="mawb"
            label={t('mawb')}
            validateTrigger="onChange"
            extra={t('mawbHelp')}
            rules={[
              {
                validator: (_, v: string) =>
                  !v || isValidMawb(v) ? Promise.resolve() : Promise.reject(new Error(t('mawbInvalid'))),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={12} placeholder="176-12345675" data-testid="mawb-input" />
          </Form.Item>
        ) : (
          <Form.Item name="mbl" label={t('mbl')}>
            <Input maxLength={35} />
          </Form.Item>
        )}
        <Form.Item name="flightNumber" label={mode === 'AIR' ? t('flight') : t('vessel')}>
          <Input maxLength={20} data-testid="flight-input" />
        </Form.Item>
        {DESTINATION_CODES.map(({ name, letters, invalid }) => (
          <Form.Item
            key={name}
            name={name}
            label={t(name)}
            rules={[{ required: true, pattern: new RegExp(`^[A-Za-z]{${letters}}$`), message: t(invalid) }]}
          >
            <Input maxLength={letters} />
          </Form.Item>
        ))}
        <Form.Item name="departureDate" label={t('departure')} rules={[dateRule]}>
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="departure-input" />
        </Form.Item>
        <Form.Item name="eta" label={t('eta')} rules={[dateRule]}>
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="eta-input" />
        </Form.Item>
      </div>
      <Form.Item name="note" label={t('note')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} ref={saveButton} data-testid="manifest-save">
        {manifest ? t('saveHeader') : t('create')}
      </Button>
    </Form>
  );
}
