import { inspect } from 'node:util';
import { StartupProblem } from '../../apps/standalone/src/startup-problem';

/** A failure the operator can act on, said in its own words (anything else is shown as it is). */
export class BackupProblem extends Error {}

/** Runs a command's body: on any failure, says why on stderr and exits 1 (a cron job or CI sees it). */
export async function runCommand(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const why =
      error instanceof BackupProblem || error instanceof StartupProblem ? error.message : inspect(error);
    console.error(`\n  ${name} failed.\n  ${why.replaceAll('\n', '\n  ')}\n`);
    process.exit(1);
  }
}
