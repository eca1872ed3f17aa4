'use client';

import { type TSurchargeCarrierMaster, ZUpdateSurchargeDestinationsRequest } from '@acf/shared';
import { Alert, App, Button, Flex, Form, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useUpdateDestinations } from '../../api/update-destinations';
import { apiMessage, Section } from './shared';
export function DestinationLists({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const { message } = App.useApp();
  const update = useUpdateDestinations();
  const [restricted, setRestricted] = useState(master.restrictedDestinations);
  const [highRisk, setHighRisk] = useState(master.highRiskDestinations);
  const [error, setError] = useState<string | null>(null);
  // Reset the edit only when the saved lists really change: a refetch caused by another edit
  // returns equal lists in new arrays and must not wipe what is being typed.
  const savedRestricted = master.restrictedDestinations.join(',');
  const savedHighRisk = master.highRiskDestinations.join(',');
  useEffect(() => {
    setRestricted(savedRestricted ? savedRestricted.split(',') : []);
    setHighRisk(savedHighRisk ? savedHighRisk.split(',') : []);
  }, [savedRestricted, savedHighRisk]);

  const upper = (values: string[]) => [...new Set(values.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  const save = () => {
    const parsed = ZUpdateSurchargeDestinationsRequest.safeParse({
      restrictedDestinations: restricted,
      highRiskDestinations: highRisk,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const bad = [restricted, highRisk][issue.path[0] === 'restrictedDestinations' ? 0 : 1]?.[
        Number(issue.path[1])
      ];
      setError(`${bad ?? ''}: ${t('countriesPlaceholder')}`);
      return;
    }
    setError(null);
    update.mutate(
      { carrier: master.carrier, ...parsed.data },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (err) => setError(apiMessage(err, t('importFailed'))),
      },
    );
  };

  const countrySelect = (label: string, value: string[], set: (v: string[]) => void, testId: string) => (
    <Form.Item label={label} style={{ flex: 1, minWidth: 260, marginBottom: 0 }}>
      <Select
        mode="tags"
        data-testid={testId}
        aria-label={label}
        value={value}
        tokenSeparators={[',', ' ', ';']}
        onChange={(v: string[]) => set(upper(v))}
        placeholder={t('countriesPlaceholder')}
        open={false}
        suffixIcon={null}
      />
    </Form.Item>
  );

  return (
    <Section title={t('destinationsSection')}>
      <Form layout="vertical">
        <Flex gap={16} wrap align="end">
          {countrySelect(t('restricted'), restricted, setRestricted, 'restricted-select')}
          {countrySelect(t('highRisk'), highRisk, setHighRisk, 'high-risk-select')}
          <Button type="primary" onClick={save} loading={update.isPending} data-testid="destinations-save">
            {t('save')}
          </Button>
        </Flex>
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Form>
    </Section>
  );
}
