export * from './database';
export * from './nats-server';
export * from './signed';
