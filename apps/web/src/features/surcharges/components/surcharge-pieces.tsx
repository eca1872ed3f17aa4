'use client';

import type { Locale } from '@acf/shared';
import {
  PACKAGING_CODES,
  PACKAGING_LABELS,
  type PackagingCode,
  PIECE_SHAPES,
  type PieceShape,
} from '@acf/shared/surcharges/codes';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { Translate } from '@/lib/translate';
import styles from './surcharge-checker.module.css';

export interface PieceRow {
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

let nextKey = 1;
export const emptyPiece = (): PieceRow => ({
  key: nextKey++,
  length: '',
  width: '',
  height: '',
  weight: '',
  quantity: '1',
  packaging: 'CARTON',
  shape: 'BOX',
});

/** The pieces of the checker: each one's size, weight, count, packaging and shape, as typed. */
export function PiecesFieldset({
  pieces,
  setPieces,
  errors,
  fieldError,
  describedBy,
  locale,
  t,
}: {
  pieces: PieceRow[];
  setPieces: Dispatch<SetStateAction<PieceRow[]>>;
  errors: Record<string, string>;
  fieldError: (path: string) => ReactNode;
  describedBy: (path: string) => string | undefined;
  locale: Locale;
  t: Translate;
}) {
  const updatePiece = (key: number, patch: Partial<PieceRow>) =>
    setPieces((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  /** The piece's two choices, each a list of codes with their names. */
  const choices = [
    {
      field: 'packaging',
      wide: true,
      options: PACKAGING_CODES.map((code) => ({ value: code, label: PACKAGING_LABELS[code][locale] })),
    },
    {
      field: 'shape',
      wide: false,
      options: PIECE_SHAPES.map((s) => ({ value: s, label: t(`shapes.${s}`) })),
    },
  ] as const;

  return (
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
            {choices.map(({ field, wide, options }) => (
              <label key={field} className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
                <span>{t(field)}</span>
                <select
                  name={`pieces.${i}.${field}`}
                  value={p[field]}
                  onChange={(e) => updatePiece(p.key, { [field]: e.target.value } as Partial<PieceRow>)}
                >
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
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
  );
}
