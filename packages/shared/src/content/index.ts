export * from './categories';
export * from './common';
export * from './homepage';
export * from './misc';
export * from './posts';
