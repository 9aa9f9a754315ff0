import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { BackupProblem } from './problem';

const run = promisify(execFile);

type Tool = 'pg_dump' | 'pg_restore';

const toolPath = (tool: Tool) => (process.env.PG_BIN ? join(process.env.PG_BIN, tool) : tool);

const notFound = (tool: Tool) =>
  new BackupProblem(
    `${tool} was not found${process.env.PG_BIN ? ` in PG_BIN (${process.env.PG_BIN})` : ''}. Install PostgreSQL's client tools of the server's major version or newer, or set PG_BIN to the folder that holds them.`,
  );

/**
 * Runs pg_dump or pg_restore; with `url`, on that database, its password passed in PGPASSWORD rather than on the
 * command line (which any user of the machine can read in `ps`). Answers what it printed; fails with what it said.
 */
export async function pgTool(tool: Tool, args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  const target: string[] = [];
  if (url) {
    const withoutPassword = new URL(url);
    if (withoutPassword.password) env.PGPASSWORD = decodeURIComponent(withoutPassword.password);
    withoutPassword.password = '';
    target.push(`--dbname=${withoutPassword}`);
  }
  try {
    const { stdout } = await run(toolPath(tool), [...args, ...target], { env, maxBuffer: 512 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') throw notFound(tool);
    throw new BackupProblem(`${tool} failed: ${failed.stderr?.trim() || failed.message}`);
  }
}

const majorOf = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);

/** The tool's version line (`pg_dump (PostgreSQL) 15.20`). */
export const toolVersion = async (tool: Tool) => (await pgTool(tool, ['--version'])).trim();

/**
 * The server's version, checked against the tool's: pg_dump refuses a server newer than itself, so say how to get
 * one that fits before it does.
 */
export async function checkToolFits(
  tool: Tool,
  client: pg.Client,
): Promise<{ tool: string; server: string }> {
  const version = await toolVersion(tool);
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  const server = rows[0]?.server_version ?? '';
  if (majorOf(version) < majorOf(server))
    throw new BackupProblem(
      `${version} cannot read a PostgreSQL ${majorOf(server)} server. Install the PostgreSQL ${majorOf(server)} client tools and set PG_BIN to their bin folder (e.g. /usr/lib/postgresql/${majorOf(server)}/bin).`,
    );
  return { tool: version, server };
}
