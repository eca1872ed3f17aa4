'use client';

import { useTranslations } from 'next-intl';
import { TabbedPage } from '@/components/tabbed-page';
import { ExchangeRatesTab } from './exchange-rates-tab';
import { FuelTab } from './fuel-tab';
import { RateCardList } from './rate-card-list';
import { VatTab } from './vat-tab';
import { ZonesTab } from './zones-tab';

/**
 * /manager/rate-cards (issue 33): the cards a price is read from, and the master data around
 * them: the zones a card's columns name, the monthly fuel percentage, the day's exchange rates
 * and VAT. One tab each; a tab's content is drawn only once it is opened.
 */
export function RateCardsPage() {
  const t = useTranslations('rates');
  return (
    <TabbedPage
      testId="rate-cards-page"
      intro={t('intro')}
      items={[
        { key: 'cards', label: t('tabs.cards'), children: <RateCardList /> },
        { key: 'zones', label: t('tabs.zones'), children: <ZonesTab /> },
        { key: 'fuel', label: t('tabs.fuel'), children: <FuelTab /> },
        { key: 'fx', label: t('tabs.fx'), children: <ExchangeRatesTab /> },
        { key: 'vat', label: t('tabs.vat'), children: <VatTab /> },
      ]}
    />
  );
}
