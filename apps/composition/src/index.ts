export * from './platform';
export * from './services';
