import { describe, expect, it } from 'vitest';
import { toSlug } from '../paths';
import { normalizeCategory } from './categories';
import { ZSlugId } from './common';
import { slugify } from './posts';

describe('ZSlugId (seed §7: the id is the last dot-separated segment)', () => {
  it.each([
    ['tin_tuc.12', 12],
    ['12', 12],
    ['a.b.c.7', 7],
    ['giá_trị_cốt_lõi.3', 3],
  ])('%s → %d', (raw, id) => {
    expect(ZSlugId.parse({ id: raw }).id).toBe(id);
  });
  it.each(['tin_tuc', 'tin_tuc.', 'x.0', 'x.-1', 'x.1e3', 'x.12abc', '99999999999'])('refuses %s', (raw) => {
    expect(ZSlugId.safeParse({ id: raw }).success).toBe(false);
  });
});

describe('normalizeCategory (seed §3)', () => {
  const now = new Date('2026-01-02T03:04:05Z');
  it('turns a missing id or name into an empty string and missing dates into now', () => {
    expect(normalizeCategory({}, now)).toEqual({
      id: '',
      nameVi: '',
      nameEn: '',
      thumbnail: '',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(normalizeCategory(null, now).id).toBe('');
  });
  it('keeps given values', () => {
    expect(
      normalizeCategory({ id: 5, nameVi: 'Tin', nameEn: 'News', createdAt: '2025-01-01T00:00:00Z' }, now),
    ).toMatchObject({
      id: '5',
      nameVi: 'Tin',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: now.toISOString(),
    });
  });
});

/** A slug maker's cases: each title in, its slug out. */
const slugCases = (slugOf: (title: string) => string, cases: [title: string, slug: string][]) =>
  it.each(cases)('%s → %s', (title, slug) => expect(slugOf(title)).toBe(slug));

describe('slugify', () =>
  slugCases(slugify, [
    ['Giá trị cốt lõi', 'gia-tri-cot-loi'],
    ['Đường biển LCL/FCL', 'duong-bien-lcl-fcl'],
    ['  !!  ', 'post'],
  ]));

describe('toSlug keeps one path segment', () =>
  slugCases(toSlug, [
    ['Tin tức', 'tin_tức'],
    ['Vận tải đường biển LCL/FCL', 'vận_tải_đường_biển_lcl_fcl'],
    ['A ? B # C % D', 'a_b_c_d'],
  ]));
