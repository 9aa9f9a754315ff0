import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unavailable } from '@inkbook/service-kit';
import { cancelled } from './decode-queue';
import { ImageRefused, type ProcessedImage } from './renditions';

export type DecodeRequest =
  | { type: 'render'; id: number; bytes: Buffer; maxPixels: number }
  | { type: 'cancel'; id: number };
export type DecodeReply = { id: number } & (
  | { image: ProcessedImage }
  /** The uploader's fault (ImageRefused): a 400 with this message. */
  | { refused: string }
  /** Anything else that went wrong: as it would have in this process. */
  | { failed: string }
);

export const DECODER_LOST = 'The image could not be processed just now. Please try again in a moment.';

/**
 * Beside this module: the source under vitest or tsx (run through tsx), or, in a build, the bundle that
 * scripts/build-node.mjs writes next to the service's own (this package's `workerEntries`).
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(`./decode-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url));

interface Job {
  resolve(image: ProcessedImage): void;
  reject(error: Error): void;
}

interface Decoder {
  child: ChildProcess;
  jobs: Map<number, Job>;
}

let decoder: Decoder | undefined;
let lastId = 0;

/** Holds this process open while a decode is awaited, not while the decoder idles (a service's close ends it). */
function holdOpen({ child, jobs }: Decoder) {
  if (jobs.size) child.channel?.ref();
  else child.channel?.unref();
}

/** Takes job `id` off the decoder's list to answer it; nothing when it has been answered already. */
function take(current: Decoder, id: number) {
  const job = current.jobs.get(id);
  current.jobs.delete(id);
  holdOpen(current);
  return job;
}

function settle(current: Decoder, reply: DecodeReply) {
  // No job: one its uploader gave up on, already answered.
  const job = take(current, reply.id);
  if (!job) return;
  if ('image' in reply) job.resolve(reply.image);
  else job.reject('refused' in reply ? new ImageRefused(reply.refused) : new Error(reply.failed));
}

function startDecoder(): Decoder {
  const child = fork(workerFile, [], {
    serialization: 'advanced',
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // A session of its own, so its CPU share is its own and not its service's (decode-worker.ts's lowerPriority).
    // Ctrl-C then reaches only the service; its end takes the decoder along.
    detached: true,
  });
  const current: Decoder = { child, jobs: new Map() };
  // This process ending for any reason but a kill takes its decoder along (decode-worker.ts exits on disconnect).
  const stop = () => child.kill();
  process.once('exit', stop);
  child.on('message', (reply: DecodeReply) => settle(current, reply));
  /** The decoder died (a crash, out of memory, killed): what it was decoding fails; the next job starts another. */
  const lost = () => {
    process.removeListener('exit', stop);
    if (decoder === current) decoder = undefined;
    for (const job of current.jobs.values()) job.reject(unavailable(DECODER_LOST));
    current.jobs.clear();
  };
  child.once('exit', lost);
  child.once('error', lost);
  child.unref();
  holdOpen(current);
  return current;
}

/**
 * Decodes `bytes` (renditions.ts's renderImage) in the decode process, a child of this one at the lowest CPU
 * priority, started with the first large image and again after it dies. Its libvips threads then only take the
 * cores this process leaves idle, so a large decode can no longer slow anyone's request here. If it dies mid-way,
 * the uploads it held answer 503 (DECODER_LOST); an upload whose client gives up is dropped from its work.
 */
export function renderInDecodeProcess(bytes: Buffer, maxPixels: number, signal?: AbortSignal) {
  decoder ??= startDecoder();
  const current = decoder;
  const id = ++lastId;
  return new Promise<ProcessedImage>((resolve, reject) => {
    const abort = () => {
      if (!take(current, id)) return;
      current.child.send({ type: 'cancel', id } satisfies DecodeRequest, () => {});
      reject(cancelled());
    };
    current.jobs.set(id, {
      resolve: (image) => {
        signal?.removeEventListener('abort', abort);
        resolve(image);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', abort);
        reject(error);
      },
    });
    holdOpen(current);
    signal?.addEventListener('abort', abort, { once: true });
    current.child.send({ type: 'render', id, bytes, maxPixels } satisfies DecodeRequest, (error) => {
      // The decoder is going (its exit answers the others).
      if (error) take(current, id)?.reject(unavailable(DECODER_LOST));
    });
  });
}
