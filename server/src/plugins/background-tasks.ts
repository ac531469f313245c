import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface BackgroundTasks {
  /**
   * Runs `task` after the current request has been answered. For work whose outcome must not
   * show in the answer or its timing (docs/reliability.md, "Account enumeration"). Failures are
   * logged under `name`, never thrown.
   */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (tests read the outbox after it). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

/** Work done after the answer; `app.close()` waits for it, so no email is lost on shutdown. */
export default fp(
  async function backgroundTasks(app: FastifyInstance) {
    const running = new Set<Promise<unknown>>();

    const background: BackgroundTasks = {
      run(name, task) {
        const done = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) =>
            app.log.error({ err: error, task: name }, 'background task failed'),
          )
          .finally(() => running.delete(done));
        running.add(done);
      },
      async settled() {
        while (running.size > 0) await Promise.all([...running]);
      },
    };

    app.decorate('background', background);
    // Before the database closes (its onClose hook was added earlier, so it runs later).
    app.addHook('onClose', () => background.settled());
  },
  { name: 'background-tasks', dependencies: ['database'] },
);
