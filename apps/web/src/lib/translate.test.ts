import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../messages';
import { type Messages, type Params, plainMessages, translator } from './translate';

/** The namespaces whose public islands translate with `translator` instead of next-intl. */
const ISLAND_NAMESPACES = ['tracking', 'surchargeCheck'];

describe('translator', () => {
  const messages: Messages = {
    piece: 'Piece {n}',
    nested: { max: 'At most {max}', who: '{name} and {name}' },
  };

  it('fills plain arguments, nested keys and repeated arguments', () => {
    const t = translator(messages);
    expect(t('piece', { n: 2 })).toBe('Piece 2');
    expect(t('nested.who', { name: 'An' })).toBe('An and An');
  });

  it('writes a number as next-intl does for a plain argument', () => {
    const icu = createTranslator({ locale: 'vi', messages }) as (key: string, params: Params) => string;
    for (const max of [10000, 1.5, 0])
      expect(translator(messages)('nested.max', { max })).toBe(icu('nested.max', { max }));
  });

  it('answers has() and returns the key of a missing message', () => {
    const t = translator(messages);
    expect(t.has('nested.max')).toBe(true);
    expect(t.has('nested')).toBe(false);
    expect(t.has('nested.none')).toBe(false);
    expect(t('nested.none')).toBe('nested.none');
  });

  it('tells plain messages from ICU ones', () => {
    expect(plainMessages(messages)).toBe(true);
    expect(plainMessages({ a: '{n, plural, one {# piece} other {# pieces}}' })).toBe(false);
    expect(plainMessages({ a: { b: "It''s" } })).toBe(false);
  });

  it('covers every message of the islands’ namespaces in both languages', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const all = (await loadMessages(locale)) as Record<string, Messages>;
      for (const ns of ISLAND_NAMESPACES) expect(plainMessages(all[ns]!), `${locale}/${ns}`).toBe(true);
    }
  });
});
