export * from './address';
export * from './booking-code';
export * from './contracts';
export * from './enums';
export * from './pricing';
export * from './tracking-number';
export * from './weight';
export * from './workflow';
