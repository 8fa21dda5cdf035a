// Paged lists take turns: one list per pass of the event loop, after the requests that arrived meanwhile.
// Database calls are synchronous, so a burst of 100 list requests read in one pass would run back to back (a few
// milliseconds each) while an agree or a claim that came in behind them waits for all of them. Waiting for a turn,
// a list lets the loop read its sockets again first, so actions are answered in their own few milliseconds and
// lists keep their order among themselves.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { queryFilterSchema } from './queryFilter';

/** A FIFO of waiting lists, released one per check phase (`setImmediate` runs after the poll phase's I/O). */
export function createTurns() {
  const waiting: (() => void)[] = [];
  const releaseOne = () => {
    waiting.shift()?.();
    if (waiting.length) setImmediate(releaseOne);
  };
  return {
    /** Resolves on this caller's turn. */
    next: () =>
      new Promise<void>((resolve) => {
        if (waiting.push(resolve) === 1) setImmediate(releaseOne);
      }),
  };
}

/** Every route whose body is a QueryFilter (the paged lists) waits for its turn once its input is valid. */
export function installListTurns(app: FastifyInstance) {
  const turns = createTurns();
  const waitForTurn: preHandlerAsyncHookHandler = () => turns.next();
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== queryFilterSchema) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [waitForTurn, ...own];
  });
}
