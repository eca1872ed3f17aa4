/**
 * Translation for a public page's client island without next-intl's client runtime (its ICU
 * message parser is about 12 KB gzip and parses at load): the server component passes the
 * island its namespace's messages in the page language (from the message files, as
 * `ClientMessages` would), and the island fills them in with this.
 *
 * It understands the one ICU form these namespaces use, a plain argument `{name}`, written as
 * next-intl writes it (a number as String(n), unformatted). `plainMessages` says whether a
 * namespace sticks to that form (its test checks the namespaces given to islands this way).
 */
export interface Messages {
  [key: string]: string | Messages;
}

export type Params = Record<string, string | number>;

export interface Translate {
  (key: string, params?: Params): string;
  has(key: string): boolean;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translator(messages: Messages): Translate {
  const t = (key: string, params?: Params) => {
    const message = lookup(messages, key);
    if (message === undefined) return key;
    if (!params) return message;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  };
  t.has = (key: string) => lookup(messages, key) !== undefined;
  return t;
}

/** True when every message under `messages` uses no ICU syntax but plain `{name}` arguments. */
export function plainMessages(messages: Messages): boolean {
  return Object.values(messages).every((m) =>
    typeof m === 'string' ? !/[{}']/.test(m.replace(/\{\w+\}/g, '')) : plainMessages(m),
  );
}
