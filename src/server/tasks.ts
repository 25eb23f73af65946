import type { Logger } from './log';

/**
 * Work that must not hold up the response it was started by (mail delivery, the password-reset lookup). A failure
 * is logged, never thrown at a caller. `idle()` waits for everything started so far: graceful shutdown and tests.
 */
export interface Tasks {
  run(name: string, work: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createTasks(log: Logger): Tasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ task: name, err: describe(err) }, `background task ${name} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

const describe = (err: unknown) =>
  err instanceof Error ? `${err.name}: ${err.message.split('\nparams:')[0]}` : String(err);
