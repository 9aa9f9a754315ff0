export * from './database';
export * from './fake-auth';
export * from './free-port';
export * from './nats-server';
export * from './observed-transport';
export * from './published-profiles';
export * from './service-test';
export * from './signed';
