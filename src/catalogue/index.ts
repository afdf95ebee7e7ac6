export * from './types';
export * from './services';
export * from './options';
export * from './gallery-categories';
export * from './client-industries';
export * from './blog-categories';
