'use client';

import type { CarrierResult, Locale, TSurchargeCheckInput, TSurchargeCheckResponse } from '@acf/shared';
// Sub-path imports: the package index (and the schemas' module) would bring zod to the first load.
import { formatMoney, formatNumber, parseNumber } from '@acf/shared/format';
import {
  PACKAGING_CODES,
  PACKAGING_LABELS,
  type PackagingCode,
  PIECE_SHAPES,
  type PieceShape,
} from '@acf/shared/surcharges/codes';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type Messages, type Translate, translator } from '@/lib/translate';
import { checkSurcharges } from '../api/check-surcharges';
import styles from './surcharge-checker.module.css';

/**
 * The request's schema (the API's own), loaded when the visitor first focuses or submits the
 * form: zod (about 30 KB gzip) is not needed to show the form, so it stays out of the first load.
 */
let schemas: Promise<typeof import('@acf/shared/surcharges/types')> | undefined;
const loadSchemas = () => {
  schemas ??= import('@acf/shared/surcharges/types');
  return schemas;
};

interface PieceRow {
  key: number;
  length: string;
  width: string;
  height: string;
  weight: string;
  quantity: string;
  packaging: PackagingCode;
  shape: PieceShape;
}

const DIMENSIONS = ['length', 'width', 'height', 'weight', 'quantity'] as const;
const FLAGS = ['nonStackablePallet', 'addressCorrection', 'addressChange', 'dutyPaid'] as const;
type Flag = (typeof FLAGS)[number];

let nextKey = 1;
const emptyPiece = (): PieceRow => ({
  key: nextKey++,
  length: '',
  width: '',
  height: '',
  weight: '',
  quantity: '1',
  packaging: 'CARTON',
  shape: 'BOX',
});

/**
 * Read in the page's language by the shared parser (3,2 on a Vietnamese page, 3.2 on an English
 * one). '' stays undefined and a text that cannot be read is NaN, so the schema says "please
 * enter a number" rather than guessing.
 */
const toNumber = (s: string, locale: Locale): number | undefined => {
  const n = parseNumber(s, locale);
  return n === null ? Number.NaN : n;
};

/** Field errors keyed by their path ('pieces.0.length'), as the API names them too. */
type Errors = Record<string, string>;

/**
 * The public surcharge checker. Its texts come from the server in the page language
 * (`messages`: the surchargeCheck namespace), so the page needs no translation runtime.
 */
export function SurchargeChecker({ messages, locale }: { messages: Messages; locale: Locale }) {
  const t = useMemo(() => translator(messages), [messages]);
  const id = useId();
  const [pieces, setPieces] = useState<PieceRow[]>(() => [emptyPiece()]);
  const [country, setCountry] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [residential, setResidential] = useState(false);
  const [originPostalCode, setOriginPostalCode] = useState('');
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    nonStackablePallet: false,
    addressCorrection: false,
    addressChange: false,
    dutyPaid: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<TSurchargeCheckResponse | null>(null);
  const [pending, setPending] = useState(false);
  const lastRequest = useRef<TSurchargeCheckInput | null>(null);
  // Only the latest request's answer is shown (one sent before a language switch is dropped).
  const requestNo = useRef(0);

  const message = (key: string, params?: Record<string, number>) => {
    const name = key.replace(/^validation\./, '');
    return t.has(`validation.${name}`) ? t(`validation.${name}`, params) : t('validation.invalid');
  };

  const run = (body: TSurchargeCheckInput) => {
    lastRequest.current = body;
    const no = ++requestNo.current;
    setResult(null);
    setPending(true);
    checkSurcharges(body)
      .then(
        (res) => {
          if (no === requestNo.current) setResult(res);
        },
        (err: unknown) => {
          if (no !== requestNo.current) return;
          if (err instanceof ApiError && err.body.errors?.length) {
            setErrors(err.fieldErrors());
            setFormError(t('formInvalid'));
          } else setFormError(err instanceof ApiError ? err.message : t('requestFailed'));
        },
      )
      .finally(() => {
        if (no === requestNo.current) setPending(false);
      });
  };

  // Results come in the caller's language: ask again when the visitor switches language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a language change re-runs the last check
  useEffect(() => {
    if (lastRequest.current) run(lastRequest.current);
  }, [locale]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      destination: { country, postalCode: postalCode || undefined, residential },
      originPostalCode: originPostalCode || undefined,
      pieces: pieces.map((p) => ({
        length: toNumber(p.length, locale),
        width: toNumber(p.width, locale),
        height: toNumber(p.height, locale),
        weight: toNumber(p.weight, locale),
        quantity: toNumber(p.quantity, locale),
        packaging: p.packaging,
        shape: p.shape,
      })),
      flags,
    };
    // The same schema as the API's, so the visitor sees the same rules before sending.
    let ZSurchargeCheckRequest: Awaited<ReturnType<typeof loadSchemas>>['ZSurchargeCheckRequest'];
    try {
      ({ ZSurchargeCheckRequest } = await loadSchemas());
    } catch {
      setFormError(t('requestFailed'));
      return;
    }
    const parsed = ZSurchargeCheckRequest.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        if (next[path]) continue;
        const bound: Record<string, number> = {};
        if ('maximum' in issue) bound.max = Number(issue.maximum);
        if ('minimum' in issue) bound.min = Number(issue.minimum);
        next[path] = message(issue.message, bound);
      }
      setErrors(next);
      setFormError(t('formInvalid'));
      return;
    }
    setErrors({});
    setFormError(null);
    run(parsed.data);
  };

  const updatePiece = (key: number, patch: Partial<PieceRow>) =>
    setPieces((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const fieldError = (path: string) =>
    errors[path] ? (
      <span className={styles.error} id={`${id}-${path}-error`} role="alert">
        {errors[path]}
      </span>
    ) : null;

  const describedBy = (path: string) => (errors[path] ? `${id}-${path}-error` : undefined);

  return (
    <div className={styles.checker}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        onFocus={loadSchemas}
        noValidate
        data-testid="surcharge-form"
      >
        <fieldset className={styles.section}>
          <legend>{t('piecesTitle')}</legend>
          {pieces.map((p, i) => (
            <div className={styles.pieceRow} key={p.key} data-testid={`piece-${i}`}>
              <div className={styles.pieceHead}>
                <strong>{t('piece', { n: i + 1 })}</strong>
                {pieces.length > 1 && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setPieces((rows) => rows.filter((r) => r.key !== p.key))}
                    aria-label={t('removePiece', { n: i + 1 })}
                    data-testid={`remove-piece-${i}`}
                  >
                    ×
                  </button>
                )}
              </div>
              <div className={styles.pieceFields}>
                {DIMENSIONS.map((f) => {
                  const path = `pieces.${i}.${f}`;
                  return (
                    <label key={f} className={styles.field}>
                      <span>{t(f)}</span>
                      <input
                        name={path}
                        inputMode="decimal"
                        value={p[f]}
                        aria-invalid={errors[path] ? true : undefined}
                        aria-describedby={describedBy(path)}
                        onChange={(e) => updatePiece(p.key, { [f]: e.target.value })}
                      />
                      {fieldError(path)}
                    </label>
                  );
                })}
                <label className={`${styles.field} ${styles.wide}`}>
                  <span>{t('packaging')}</span>
                  <select
                    name={`pieces.${i}.packaging`}
                    value={p.packaging}
                    onChange={(e) => updatePiece(p.key, { packaging: e.target.value as PackagingCode })}
                  >
                    {PACKAGING_CODES.map((code) => (
                      <option key={code} value={code}>
                        {PACKAGING_LABELS[code][locale]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.field}>
                  <span>{t('shape')}</span>
                  <select
                    name={`pieces.${i}.shape`}
                    value={p.shape}
                    onChange={(e) => updatePiece(p.key, { shape: e.target.value as PieceShape })}
                  >
                    {PIECE_SHAPES.map((s) => (
                      <option key={s} value={s}>
                        {t(`shapes.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </div>
          ))}
          {fieldError('pieces')}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setPieces((rows) => [...rows, emptyPiece()])}
            disabled={pieces.length >= 100}
            data-testid="add-piece"
          >
            + {t('addPiece')}
          </button>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('destinationTitle')}</legend>
          <div className={styles.grid2}>
            <label className={styles.field}>
              <span>{t('country')}</span>
              <input
                name="destination.country"
                value={country}
                maxLength={2}
                autoCapitalize="characters"
                placeholder={t('countryPlaceholder')}
                aria-invalid={errors['destination.country'] ? true : undefined}
                aria-describedby={describedBy('destination.country')}
                onChange={(e) => setCountry(e.target.value.toUpperCase())}
              />
              {fieldError('destination.country')}
            </label>
            <label className={styles.field}>
              <span>{t('postalCode')}</span>
              <input
                name="destination.postalCode"
                value={postalCode}
                maxLength={20}
                onChange={(e) => setPostalCode(e.target.value)}
              />
              {fieldError('destination.postalCode')}
            </label>
            <label className={styles.field}>
              <span>{t('originPostalCode')}</span>
              <input
                name="originPostalCode"
                value={originPostalCode}
                maxLength={20}
                onChange={(e) => setOriginPostalCode(e.target.value)}
              />
              {fieldError('originPostalCode')}
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="destination.residential"
                checked={residential}
                onChange={(e) => setResidential(e.target.checked)}
              />
              <span>{t('residential')}</span>
            </label>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('flagsTitle')}</legend>
          <div className={styles.grid2}>
            {FLAGS.map((f) => (
              <label key={f} className={styles.check}>
                <input
                  type="checkbox"
                  name={`flags.${f}`}
                  checked={flags[f]}
                  onChange={(e) => setFlags((prev) => ({ ...prev, [f]: e.target.checked }))}
                />
                <span>{t(`flags.${f}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {formError && (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {formError}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={pending} data-testid="check-submit">
          {pending ? t('checking') : t('submit')}
        </button>
      </form>

      {result && !formError && (
        <section className={styles.results} aria-live="polite" data-testid="results">
          <h2>{t('resultsTitle')}</h2>
          <div className={styles.carriers}>
            {result.results.map((r) => (
              <CarrierCard key={r.carrier} result={r} locale={locale} t={t} />
            ))}
          </div>
          <p className={styles.note}>{t('disclaimer')}</p>
        </section>
      )}
    </div>
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
      {result.surcharges.length === 0 ? (
        <p className={styles.muted}>{t('noSurcharge')}</p>
      ) : (
        <ul className={styles.lines}>
          {result.surcharges.map((s) => (
            <li key={s.code} data-testid={`line-${result.carrier}-${s.code}`}>
              <div className={styles.lineHead}>
                <span className={styles.lineName}>{s.name}</span>
                {s.fee && (
                  <span className={styles.amount}>{formatMoney(s.total, s.fee.currency, locale)}</span>
                )}
              </div>
              <p className={styles.reason}>{s.reason}</p>
              <p className={styles.muted}>
                {s.fee
                  ? t(`basis.${s.fee.basis}`, { amount: formatMoney(s.fee.amount, s.fee.currency, locale) })
                  : t('feeNotSet')}
              </p>
            </li>
          ))}
        </ul>
      )}
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
          {result.estimates.length === 0 ? (
            <p className={styles.muted}>{t('estimateNone')}</p>
          ) : (
            <ul className={styles.lines}>
              {result.estimates.map((e) => (
                <li key={e.service} data-testid={`estimate-${result.carrier}-${e.service}`}>
                  <div className={styles.lineHead}>
                    <span className={styles.lineName}>
                      {t(`estimateServices.${e.service}`)}
                      {e.transitDays && ` · ${t('estimateDays', { days: e.transitDays })}`}
                    </span>
                    <span className={styles.amount}>{formatMoney(e.total, e.currency, locale)}</span>
                  </div>
                  {e.currency !== 'VND' && e.totalVnd !== null && (
                    <p className={styles.muted}>
                      {t('estimateVnd', { amount: formatMoney(e.totalVnd, 'VND', locale) })}
                    </p>
                  )}
                  <p className={styles.reason}>{e.explanation}</p>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.muted}>{t('estimateNote')}</p>
        </section>
      )}
    </article>
  );
}
