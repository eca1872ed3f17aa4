export * from './amount-in-words';
export * from './tax-code';
