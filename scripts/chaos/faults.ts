import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestNatsServer } from '@inkbook/service-kit/testing';
import type { PrivatePostgres } from './postgres';

/** JetStream's ack wait of every consumer (service-kit's nats-setup): the pause outlasts it. */
const ACK_WAIT_MS = 30_000;

export interface FaultTargets {
  nats: TestNatsServer;
  postgres: PrivatePostgres;
  /** The service killed with SIGKILL, and how it is started again (waits for its health check). */
  killed: { name: string; process: () => ChildProcess; restart: () => Promise<void> };
  /**
   * The service whose process (its consumers with it) is paused with SIGSTOP past the ack wait; `atWorstMoment`
   * runs `pause` as the SMTP server has an email in hand and its answer not yet sent (false if none came in time).
   */
  paused: {
    name: string;
    process: () => ChildProcess;
    atWorstMoment: (pause: () => void) => Promise<boolean>;
  };
}

export interface Fault {
  name: string;
  /** Does the fault; resolves once it is undone (the server or process is back). */
  run(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The four faults in the order they are done; `downMs`: how long NATS, Postgres and the killed service stay down. */
export function faults(t: FaultTargets, downMs: number): Fault[] {
  return [
    {
      name: 'NATS stopped and restarted',
      async run() {
        await t.nats.stop();
        await sleep(downMs);
        await t.nats.start();
      },
    },
    {
      name: 'Postgres connections terminated, the server crashed and restarted',
      async run() {
        await t.postgres.terminateConnections();
        await sleep(1_000);
        await t.postgres.crash();
        await sleep(downMs);
        await t.postgres.start();
      },
    },
    {
      name: `${t.killed.name} killed (SIGKILL) and restarted`,
      async run() {
        const child = t.killed.process();
        child.kill('SIGKILL');
        await exited(child);
        await sleep(downMs);
        await t.killed.restart();
      },
    },
    {
      name: `${t.paused.name} paused (SIGSTOP) ${(ACK_WAIT_MS + 5_000) / 1000} s, past the ack wait, with an email's answer pending`,
      async run() {
        const child = t.paused.process();
        const pause = () => child.kill('SIGSTOP');
        if (!(await t.paused.atWorstMoment(pause))) {
          console.log('chaos: no email in hand within the wait; paused all the same');
          pause();
        }
        await sleep(ACK_WAIT_MS + 5_000);
        child.kill('SIGCONT');
      },
    },
  ];
}
