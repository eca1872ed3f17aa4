export * from './base';
export * from './card';
export * from './money';
export * from './price';
export * from './select';
export * from './sheet';
export * from './terms';
export * from './zones';
