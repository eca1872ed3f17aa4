'use client';

import { LOCALES, type Locale, NOTIFY_EVENTS, type NotifyEvent } from '@acf/shared';
import { App, Card, Radio, Spin, Switch, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** The signed-in user's e-mails: their language, and a switch per step of a shipment. */
export function NotificationSettings() {
  const t = useTranslations('notifications');
  const { message } = App.useApp();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const s = settings.data;

  const apply = async (input: { language?: Locale; events?: Partial<Record<NotifyEvent, boolean>> }) => {
    try {
      await save.mutateAsync(input);
      message.success(t('settings.saved'));
    } catch (err) {
      message.error(err instanceof ApiError ? err.body.message : (err as Error).message);
    }
  };

  return (
    <Card
      title={<PageHeader style={{ fontSize: 18, margin: 0 }} />}
      style={{ maxWidth: 640 }}
      data-testid="notification-settings"
    >
      {!s ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph>{t('settings.intro')}</Typography.Paragraph>
          <h2 id="mail-language" style={{ fontSize: 16 }}>
            {t('settings.language')}
          </h2>
          <Radio.Group
            aria-labelledby="mail-language"
            value={s.language}
            onChange={(e) => apply({ language: e.target.value })}
            options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            data-testid="settings-language"
          />
          <h2 style={{ fontSize: 16, marginTop: 24 }}>{t('settings.events')}</h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {NOTIFY_EVENTS.map((e) => (
              <li
                key={e}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 16,
                  padding: '10px 0',
                  borderBottom: '1px solid #f0f0f0',
                }}
              >
                <label htmlFor={`notify-${e}`}>
                  <strong>{t(`events.${e}`)}</strong>
                  <br />
                  <Typography.Text type="secondary">{t(`eventHints.${e}`)}</Typography.Text>
                </label>
                <Switch
                  id={`notify-${e}`}
                  checked={s.events[e]}
                  loading={save.isPending}
                  onChange={(on) => apply({ events: { [e]: on } })}
                  data-testid={`settings-event-${e}`}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
