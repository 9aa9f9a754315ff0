// The decode process's entry (decode-process.ts forks it): decodes large uploads at the lowest CPU priority, so the
// service's own work (its event loop, small uploads, the database) always gets the cores first.
import { readdirSync, writeFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import type { DecodeReply, DecodeRequest } from './decode-process';
import { ImageRefused, renderImage } from './renditions';

/**
 * Linux keeps a nice value per thread and a new thread takes its creator's: every thread this process already has
 * is lowered (the libuv pool and libvips threads, made later, inherit it). Elsewhere the process's priority is.
 * Where the kernel groups each session's processes (autogroup, outside a CPU cgroup) the nice of a thread only ranks
 * it within its group, and groups share the cores evenly: a decoder in its service's group would use up that group's
 * share on a busy machine. So this process starts a session of its own (decode-process.ts forks it detached) and
 * lowers its group too.
 */
function lowerPriority() {
  const lowest = constants.priority.PRIORITY_LOW;
  let threads: number[] = [];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
    writeFileSync('/proc/self/autogroup', String(lowest));
  } catch {
    // Not Linux (the process's priority is the threads'), or no autogroup: nothing more to lower.
  }
  for (const id of threads.length ? threads : [0]) {
    try {
      setPriority(id, lowest);
    } catch {
      // A thread that has ended meanwhile.
    }
  }
}

lowerPriority();

const send = (reply: DecodeReply) => process.send?.(reply);
/** The jobs under way, and which of them their uploader gave up on. */
const running = new Set<number>();
const cancelled = new Set<number>();

process.on('message', async (message: DecodeRequest) => {
  if (message.type === 'cancel') {
    if (running.has(message.id)) cancelled.add(message.id);
    return;
  }
  const { id, bytes, maxPixels } = message;
  running.add(id);
  try {
    const image = await renderImage(Buffer.from(bytes), maxPixels, () => {
      if (cancelled.has(id)) throw new Error('cancelled');
    });
    send({ id, image });
  } catch (error) {
    send(
      error instanceof ImageRefused
        ? { id, refused: error.message }
        : { id, failed: error instanceof Error ? error.message : String(error) },
    );
  } finally {
    running.delete(id);
    cancelled.delete(id);
  }
});

// The service has gone (even killed outright: its end of the channel closes): nothing is left to decode for. Not
// process.exit(), which waits for the decodes under way to finish (libuv joins its pool's threads); this process
// holds nothing that needs closing.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
