export * from './amount-in-words';
export * from './invoices';
export * from './lines';
export * from './payments';
export * from './tax-code';
