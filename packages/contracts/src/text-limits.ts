// Free of schemas: a search box can take its limit without building zod.
/** The longest text each kind of field takes where the spec names no limit: generous, but bounded. */
export const textLimits = {
  name: 100,
  phone: 50,
  location: 200,
  address: 300,
  policy: 1000,
  freeText: 2000,
  url: 2048,
  email: 254,
  search: 100,
} as const;
