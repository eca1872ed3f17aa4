'use client';

import type { Locale, TSurchargeCheckInput, TSurchargeCheckResponse } from '@acf/shared';
// Sub-path imports: the package index (and the schemas' module) would bring zod to the first load.
import { parseNumber } from '@acf/shared/format';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type Messages, translator } from '@/lib/translate';
import { checkSurcharges } from '../api/check-surcharges';
import styles from './surcharge-checker.module.css';
import { emptyPiece, type PieceRow, PiecesFieldset } from './surcharge-pieces';
import { SurchargeResults } from './surcharge-results';

/**
 * The request's schema (the API's own), loaded when the visitor first focuses or submits the
 * form: zod (about 30 KB gzip) is not needed to show the form, so it stays out of the first load.
 */
let schemas: Promise<typeof import('@acf/shared/surcharges/types')> | undefined;
const loadSchemas = () => {
  schemas ??= import('@acf/shared/surcharges/types');
  return schemas;
};

const FLAGS = ['nonStackablePallet', 'addressCorrection', 'addressChange', 'dutyPaid'] as const;
type Flag = (typeof FLAGS)[number];

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
        <PiecesFieldset
          pieces={pieces}
          setPieces={setPieces}
          errors={errors}
          fieldError={fieldError}
          describedBy={describedBy}
          locale={locale}
          t={t}
        />

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
            {(
              [
                ['postalCode', 'destination.postalCode', postalCode, setPostalCode],
                ['originPostalCode', 'originPostalCode', originPostalCode, setOriginPostalCode],
              ] as const
            ).map(([label, name, value, setValue]) => (
              <label key={name} className={styles.field}>
                <span>{t(label)}</span>
                <input name={name} value={value} maxLength={20} onChange={(e) => setValue(e.target.value)} />
                {fieldError(name)}
              </label>
            ))}
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

      {result && !formError && <SurchargeResults result={result} locale={locale} t={t} />}
    </div>
  );
}
