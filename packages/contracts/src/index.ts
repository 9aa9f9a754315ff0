// Everything the contracts package offers, for callers that prefer one import. Services and the web may also
// import a single domain ('@inkbook/contracts/artist') to keep what they load small.
export * from './admin';
export * from './artist';
export * from './auth';
export * from './budget';
export * from './claim';
export * from './design';
export * from './errors';
export * from './event-visibility';
export * from './events';
export * from './fields';
export * from './geocode';
export * from './handle';
export * from './identity';
export * from './inquiry';
export * from './inquiry-routes';
export * from './inquiry-text';
export * from './lead-image';
export * from './location';
export * from './media';
export * from './quote';
export * from './relative-time';
export * from './route';
export * from './studio';
export * from './studio-required';
export * from './tattoo-options';
