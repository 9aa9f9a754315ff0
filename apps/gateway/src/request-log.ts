import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, LogFn } from 'pino';

/** A log method that hands its line to the request's own child logger. */
const forward = (level: LevelWithSilent) =>
  function (this: RequestLog, ...line: Parameters<LogFn>) {
    this.logger()[level](...line);
  } as LogFn;

/**
 * A request's logger, which becomes pino's child of the gateway's logger (bound to the request id) only when the
 * request first logs. Fastify makes one per request, and the gateway logs no line for most of them (request logging
 * is off: the service that answers logs it), so building a pino child for each was work thrown away.
 */
class RequestLog {
  #logger: FastifyBaseLogger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child this stands for, made once. */
  logger(): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings, this.options);
    return this.#logger;
  }

  get level() {
    return this.#logger?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const)
  RequestLog.prototype[level] = forward(level);

/** Fastify's childLoggerFactory: a request's logger, made into pino's child on its first line. */
export const requestLog = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLog(logger, bindings, options);
