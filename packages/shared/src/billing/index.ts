export * from './amount-in-words';
export * from './credit';
export * from './dong';
export * from './invoices';
export * from './lines';
export * from './payments';
export * from './receivables';
export * from './tax-code';
