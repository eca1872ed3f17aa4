'use client';

import type { TSurchargeCarrierMaster } from '@acf/shared';
import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/page-header';
import { useSurchargeMasterData } from '../api/get-master-data';
import { CarrierName } from './master/carrier-name';
import { DestinationLists } from './master/destination-lists';
import { FeesTable } from './master/fees-table';
import { RemotePostalCodes } from './master/remote-postal-codes';
import { apiMessage, usesDestinationLists } from './master/shared';

/** /manager/surcharges: one tab per carrier with its fees, lists and display name. */
export function SurchargeMasterEditor() {
  const t = useTranslations('surchargeMaster');
  const { data, error, isLoading } = useSurchargeMasterData();
  return (
    <Flex vertical gap={16} data-testid="surcharge-master">
      <div>
        <PageHeader style={{ marginBottom: 4 }} />
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </div>
      {error && <Alert type="error" showIcon title={apiMessage(error, t('loadFailed'))} />}
      <Card loading={isLoading}>
        {data && (
          <Tabs
            items={data.carriers.map((c) => ({
              key: c.carrier,
              label: <span data-testid={`tab-${c.carrier}`}>{c.displayName}</span>,
              children: <CarrierPanel master={c} />,
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}

function CarrierPanel({ master }: { master: TSurchargeCarrierMaster }) {
  return (
    <Flex vertical gap={24} data-testid={`carrier-panel-${master.carrier}`}>
      <FeesTable master={master} />
      {usesDestinationLists(master.carrier) && <DestinationLists master={master} />}
      <RemotePostalCodes master={master} />
      <CarrierName master={master} />
    </Flex>
  );
}
