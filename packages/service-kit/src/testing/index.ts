export * from './database';
export * from './signed';
