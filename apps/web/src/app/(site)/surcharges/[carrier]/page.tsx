import {
  CARRIERS,
  type Carrier,
  DEFAULT_CARRIER_NAMES,
  type Locale,
  paths,
  SURCHARGE_CATALOGUE,
} from '@acf/shared';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import page from '@/features/site/components/page.module.css';
import { PageHead } from '@/features/site/components/page-head';
import { CheckLink } from '../check-link';
import styles from '../surcharges.module.css';

interface Props {
  params: Promise<{ carrier: string }>;
}

const carrierOf = (slug: string): Carrier | undefined => CARRIERS.find((c) => c.toLowerCase() === slug);

export function generateStaticParams() {
  return CARRIERS.map((c) => ({ carrier: c.toLowerCase() }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const carrier = carrierOf((await params).carrier);
  if (!carrier) return {};
  const t = await getTranslations('surcharges');
  const name = DEFAULT_CARRIER_NAMES[carrier];
  const description = t('carrierLead', { carrier: name, count: SURCHARGE_CATALOGUE[carrier].length });
  const url = paths.surchargeCarrier(carrier);
  return {
    title: t('carrierTitle', { carrier: name }),
    description,
    alternates: { canonical: url },
    openGraph: { title: t('carrierTitle', { carrier: name }), description, url },
  };
}

/** /surcharges/{dhl|fedex|ups}: every surcharge of one carrier with what triggers it (seed §9). */
export default async function CarrierSurchargesPage({ params }: Props) {
  const carrier = carrierOf((await params).carrier);
  if (!carrier) notFound();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('surcharges');
  const name = DEFAULT_CARRIER_NAMES[carrier];
  const items = SURCHARGE_CATALOGUE[carrier];
  return (
    <>
      <PageHead crumbs={[{ label: t('title'), href: paths.surcharges }]}>
        <h1 data-testid="carrier-title">{t('carrierTitle', { carrier: name })}</h1>
        <p>{t('carrierLead', { carrier: name, count: items.length })}</p>
      </PageHead>
      <section className={page.section}>
        <div className={page.container}>
          <nav className={styles.tabs} aria-label={t('allCarriers')}>
            {CARRIERS.map((other) => (
              <Link
                key={other}
                href={paths.surchargeCarrier(other)}
                aria-current={other === carrier ? 'page' : undefined}
              >
                {DEFAULT_CARRIER_NAMES[other]}
              </Link>
            ))}
          </nav>
          <ol className={styles.list} data-testid="surcharge-list">
            {items.map((e) => (
              <li key={e.code} className={styles.item}>
                <h2>{locale === 'vi' ? e.nameVi : e.nameEn}</h2>
                <p>{locale === 'vi' ? e.descriptionVi : e.descriptionEn}</p>
              </li>
            ))}
          </ol>
          <CheckLink label={t('checkCta')} />
        </div>
      </section>
    </>
  );
}
