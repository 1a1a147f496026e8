// Fan-out between app instances through PostgreSQL LISTEN/NOTIFY (DESIGN.md sections 3 and 4): a
// write publishes on a channel inside its own transaction, so the message goes out when, and only
// when, the write commits; every instance listening on that channel hears it, whichever instance
// made the write.

import type { Executor } from "@server/platform/database/client";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";

export type ChannelHandler = (payload: string) => void;

export interface Realtime {
  /** Calls `handler` with each message published on `channel`, from any instance. */
  subscribe(channel: string, handler: ChannelHandler): void;
  /** Called after the listening connection was lost and made again: messages may have been missed. */
  onReconnect(handler: () => void): void;
  /**
   * Resolves true once every message of a transaction that committed before the call has reached
   * its handlers; false when this instance is not listening, so that nothing may be trusted to have
   * been told of a change. Concurrent callers share one round trip.
   */
  caughtUp(): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Channel names are identifiers in LISTEN; keep them to these characters. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_999;

/** Publishes `payload` on `channel` when `db`'s transaction commits (at once outside one). */
export async function publish(db: Executor, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`payload too large for ${channel}`);
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

const RETRY_MIN_MS = 250;
/** A catch-up round trip that takes longer says the listening connection is no longer answering. */
const CATCH_UP_TIMEOUT_MS = 2_000;
/**
 * The longest pause between attempts while PostgreSQL is away: live messages flow again at most
 * this long after it is back. At 10 s, a 10-second outage left streams silent for 5 s after the
 * return (bench/README.md, "Faults"); an attempt is one refused connection, cheap to repeat.
 */
const RETRY_MAX_MS = 2_000;

/**
 * One dedicated connection per instance listens on every subscribed channel (outside the pool,
 * which would otherwise lose a connection for good). When it drops, it reconnects with a growing
 * pause and tells the subscribers, which catch up from the database.
 */
export function createRealtime(connectionString: string, logger: Logger): Realtime {
  const handlers = new Map<string, ChannelHandler[]>();
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  let stopped = true;
  let started = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // caughtUp's round trips: the one on the wire, and the next, which new callers join until it is sent.
  let onTheWire: Promise<unknown> = Promise.resolve();
  let queued: Promise<boolean> | null = null;

  const connect = async (): Promise<void> => {
    // Keep-alive, so that a connection dropped without a word (a half-open socket) is noticed.
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? "");
        } catch (error) {
          logger.error({ err: error, channel: message.channel }, "a realtime handler failed");
        }
      }
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "the realtime connection failed; reconnecting");
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const scheduleReconnect = () => {
    client = null;
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        for (const handler of reconnectHandlers) handler();
      } catch (error) {
        logger.warn({ err: error }, "could not reconnect the realtime connection");
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      }
    }, retryMs);
  };

  return {
    subscribe(channel, handler) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (!stopped) throw new Error("subscribe to realtime channels before it starts");
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    caughtUp() {
      if (!client) return Promise.resolve(false);
      // PostgreSQL sends a listener the messages of every transaction committed before a query
      // ahead of that query's answer, and pg hands them to their handlers as they arrive, so a round
      // trip that starts after the call is the proof. Callers that come while one is on the wire
      // wait for the next, which starts after theirs.
      if (queued) return queued;
      queued = onTheWire.then(async () => {
        queued = null;
        const listening = client;
        if (!listening) return false;
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            listening.query("SELECT 1"),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error("no answer")), CATCH_UP_TIMEOUT_MS);
            }),
          ]);
          return client === listening;
        } catch (error) {
          // Not answering: drop the connection and make another, telling subscribers they may have missed messages.
          if (client === listening) {
            logger.warn({ err: error }, "the realtime connection did not answer; reconnecting");
            void listening.end().catch(() => undefined);
            scheduleReconnect();
          }
          return false;
        } finally {
          clearTimeout(timer);
        }
      });
      onTheWire = queued;
      return queued;
    },
    async start() {
      stopped = false;
      const restarting = started;
      started = true;
      try {
        await connect();
        // Messages published while stopped were not heard.
        if (restarting) for (const handler of reconnectHandlers) handler();
      } catch (error) {
        // The app still serves what needs no realtime; the listener keeps trying.
        logger.error({ err: error }, "could not start listening for realtime messages; retrying");
        scheduleReconnect();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
