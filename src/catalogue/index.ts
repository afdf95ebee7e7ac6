export * from './types';
export * from './services';
export * from './festival';
export * from './options';
