'use client';

import type { CarrierResult, Locale, TSurchargeCheckResponse } from '@acf/shared';
// Sub-path imports: the package index (and the schemas' module) would bring zod to the first load.
import { formatMoney, formatNumber } from '@acf/shared/format';
import type { ReactNode } from 'react';
import type { Translate } from '@/lib/translate';
import styles from './surcharge-checker.module.css';

/** The answer: for each carrier, whether it takes the shipment, its surcharges and why, the total. */
export function SurchargeResults({
  result,
  locale,
  t,
}: {
  result: TSurchargeCheckResponse;
  locale: Locale;
  t: Translate;
}) {
  return (
    <section className={styles.results} aria-live="polite" data-testid="results">
      <h2>{t('resultsTitle')}</h2>
      <div className={styles.carriers}>
        {result.results.map((r) => (
          <CarrierCard key={r.carrier} result={r} locale={locale} t={t} />
        ))}
      </div>
      <p className={styles.note}>{t('disclaimer')}</p>
    </section>
  );
}

/** A line of a card (a surcharge, an estimate): its name, its amount when it has one, what says why. */
interface CardLine {
  testId: string;
  name: ReactNode;
  amount?: string | null;
  body: ReactNode;
}

/** A card's lines, or `empty` said when there are none. */
function Lines({ lines, empty }: { lines: CardLine[]; empty: string }) {
  if (lines.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.lines}>
      {lines.map(({ testId, name, amount, body }) => (
        <li key={testId} data-testid={testId}>
          <div className={styles.lineHead}>
            <span className={styles.lineName}>{name}</span>
            {amount && <span className={styles.amount}>{amount}</span>}
          </div>
          {body}
        </li>
      ))}
    </ul>
  );
}

function CarrierCard({ result, locale, t }: { result: CarrierResult; locale: Locale; t: Translate }) {
  const kg = formatNumber(result.billableWeight, locale);
  return (
    <article className={styles.card} data-testid={`result-${result.carrier}`}>
      <header className={styles.cardHead}>
        <h3>{result.carrierName}</h3>
        <span className={result.accepted ? styles.ok : styles.refused}>
          {result.accepted ? t('accepted') : t('notAccepted')}
        </span>
      </header>
      {result.notAcceptedReason && <p className={styles.refusedReason}>{result.notAcceptedReason}</p>}
      <p className={styles.muted}>{t('billableWeight', { kg })}</p>
      <Lines
        empty={t('noSurcharge')}
        lines={result.surcharges.map((s) => ({
          testId: `line-${result.carrier}-${s.code}`,
          name: s.name,
          amount: s.fee && formatMoney(s.total, s.fee.currency, locale),
          body: (
            <>
              <p className={styles.reason}>{s.reason}</p>
              <p className={styles.muted}>
                {s.fee
                  ? t(`basis.${s.fee.basis}`, { amount: formatMoney(s.fee.amount, s.fee.currency, locale) })
                  : t('feeNotSet')}
              </p>
            </>
          ),
        }))}
      />
      {!result.accepted ? (
        <footer className={styles.total} data-testid={`no-total-${result.carrier}`}>
          <span>{t('noTotal')}</span>
        </footer>
      ) : (
        result.currency && (
          <footer className={styles.total}>
            <span>{t('total')}</span>
            <strong data-testid={`total-${result.carrier}`}>
              {Object.entries(result.totals)
                .map(([c, v]) => formatMoney(v ?? 0, c, locale))
                .join(' + ')}
            </strong>
          </footer>
        )
      )}
      {result.accepted && result.estimates && (
        <section className={styles.estimate} data-testid={`estimate-${result.carrier}`}>
          <h4>{t('estimateTitle')}</h4>
          <Lines
            empty={t('estimateNone')}
            lines={result.estimates.map((e) => ({
              testId: `estimate-${result.carrier}-${e.service}`,
              name: (
                <>
                  {t(`estimateServices.${e.service}`)}
                  {e.transitDays && ` · ${t('estimateDays', { days: e.transitDays })}`}
                </>
              ),
              amount: formatMoney(e.total, e.currency, locale),
              body: (
                <>
                  {e.currency !== 'VND' && e.totalVnd !== null && (
                    <p className={styles.muted}>
                      {t('estimateVnd', { amount: formatMoney(e.totalVnd, 'VND', locale) })}
                    </p>
                  )}
                  <p className={styles.reason}>{e.explanation}</p>
                </>
              ),
            }))}
          />
          <p className={styles.muted}>{t('estimateNote')}</p>
        </section>
      )}
    </article>
  );
}
