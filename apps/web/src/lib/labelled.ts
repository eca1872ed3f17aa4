/**
 * A field without a visible label says what it is twice: as its placeholder, and to a screen
 * reader (the placeholder alone is not a name). Spread on the input: `<Select {...labelled(t('office'))} />`.
 */
export const labelled = (text: string) => ({ placeholder: text, 'aria-label': text });
