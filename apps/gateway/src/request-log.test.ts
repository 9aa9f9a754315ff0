import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

/** A Fastify app logging through requestLog into `lines`, counting the pino children made. */
function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level }, stream);
  const made = { children: 0 };
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => {
    made.children++;
    return child(...args);
  }) as typeof logger.child;
  const app = Fastify({
    loggerInstance: logger,
    disableRequestLogging: true,
    childLoggerFactory: requestLog,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'something to say');
    request.log.info('and more');
    return request.log.level;
  });
  return { app, lines, made };
}

describe("a request's logger", () => {
  it('makes no pino child for a request that logs nothing', async () => {
    const { app, made } = appLogging('info');
    const before = made.children;
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(made.children).toBe(before);
  });

  it('logs through one child bound to the request id, at the level the app logs', async () => {
    const { app, lines, made } = appLogging('warn');
    const before = made.children;
    const res = await app.inject({ url: '/loud', headers: { 'request-id': 'x' } });
    expect(res.body).toBe('warn');
    expect(made.children).toBe(before + 1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: expect.any(String), detail: 1, msg: 'something to say' }),
    ]);
  });
});
