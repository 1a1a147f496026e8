// The open notification streams of this instance (Server-Sent Events), by member. Changes reach it
// from every instance through the realtime channel; it reads the changed notifications of the
// members connected here in one query per burst and writes them to their streams.
import type { ServerResponse } from "node:http";
import { UNREAD_COUNT_CAP } from "@common/notifications";
import type { Database } from "@server/platform/database/client";
import { followChangedRows, SESSIONS_CHANGED_CHANNEL } from "@server/platform/realtime/changed-rows";
import type { Realtime } from "@server/platform/realtime/realtime";
import type { FastifyBaseLogger } from "fastify";
import {
  countUnread,
  latestStreamPosition,
  listChanged,
  listMissed,
  NOTIFICATIONS_CHANNEL,
  type NotificationMessage,
  type NotificationRow,
} from "./notifications.repository";
import { presentNotifications } from "./notifications.service";

/** A comment line this often keeps proxies and the socket's idle timeout from closing a stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** A stream ended by the server (the instance stops, the session ended) is told to come back within this window. */
const CLOSE_RETRY_MIN_MS = 250;
const CLOSE_RETRY_SPREAD_MS = 1_750;
/** A resumed stream receives at most this many missed notifications (the newest). */
const MISSED_LIMIT = 100;
/** Changes from the last seconds are sent again on resume, in case one committed out of order. */
const RESUME_GRACE_SECONDS = 30;

interface Stream {
  userId: string;
  /** The session it was opened with: it ends with it. */
  sessionId: string | null;
  response: ServerResponse;
  /** The latest stream position written to it. */
  position: number;
}

export interface NotificationStreams {
  /** Takes over `response` as the member's stream, starting after position `lastEventId` when resuming. */
  open(
    user: { id: string; sessionId: string | null },
    response: ServerResponse,
    lastEventId: number | null,
  ): Promise<void>;
  /** Ends every stream, so the server can close. */
  closeAll(): void;
  /** Open streams on this instance. */
  readonly size: number;
}

export function createNotificationStreams(
  db: Database,
  realtime: Realtime,
  logger: FastifyBaseLogger,
): NotificationStreams {
  const byUser = new Map<string, Set<Stream>>();
  let size = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  // Changes arriving together are read together: one query for the burst, not one per message.
  let pendingRanges: { min: number; max: number }[] = [];
  const pendingReads = new Map<string, NotificationMessage & { type: "read" }>();
  let flushing = false;
  let flushAgain = false;

  const write = (stream: Stream, chunk: string) => {
    if (!stream.response.writableEnded) stream.response.write(chunk);
  };
  const event = (name: string, data: unknown, id?: number) =>
    `${id === undefined ? "" : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  const sendRows = async (rows: NotificationRow[], streams: Iterable<Stream> | null = null) => {
    const notifications = await presentNotifications(db, rows);
    for (const [index, row] of rows.entries()) {
      const chunk = event("notification", notifications[index], row.streamSeq);
      for (const stream of streams ?? byUser.get(row.userId) ?? []) {
        write(stream, chunk);
        stream.position = Math.max(stream.position, row.streamSeq);
      }
    }
  };

  const sendCounts = async (userIds: string[]) => {
    const connected = userIds.filter((userId) => byUser.has(userId));
    if (connected.length === 0) return;
    const counts = await countUnread(db, connected, UNREAD_COUNT_CAP);
    for (const userId of connected) {
      const chunk = event("unread", { count: counts.get(userId) ?? 0 });
      for (const stream of byUser.get(userId) ?? []) write(stream, chunk);
    }
  };

  const flush = async () => {
    if (flushing) {
      flushAgain = true;
      return;
    }
    flushing = true;
    try {
      do {
        flushAgain = false;
        const ranges = pendingRanges;
        pendingRanges = [];
        const reads = [...pendingReads.values()];
        pendingReads.clear();
        const touched = new Set<string>();
        const connected = [...byUser.keys()];
        for (const range of mergeRanges(ranges)) {
          if (connected.length === 0) break;
          const rows = (await listChanged(db, range, connected)).filter((row) =>
            ranges.some(({ min, max }) => row.streamSeq >= min && row.streamSeq <= max),
          );
          await sendRows(rows);
          for (const row of rows) touched.add(row.userId);
        }
        for (const read of reads) {
          const chunk = event("read", read.all ? { all: true } : { ids: read.ids ?? [] });
          for (const stream of byUser.get(read.userId) ?? []) write(stream, chunk);
          touched.add(read.userId);
        }
        await sendCounts([...touched]);
      } while (flushAgain || pendingRanges.length > 0 || pendingReads.size > 0);
    } catch (error) {
      logger.error({ err: error }, "could not send notification changes to their streams");
    } finally {
      flushing = false;
    }
  };

  realtime.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    const message = JSON.parse(payload) as NotificationMessage;
    if (message.type === "changed") {
      pendingRanges.push({ min: message.min, max: message.max });
    } else if (byUser.has(message.userId)) {
      const earlier = pendingReads.get(message.userId);
      pendingReads.set(
        message.userId,
        message.all || earlier?.all
          ? { type: "read", userId: message.userId, all: true }
          : { ...message, ids: [...(earlier?.ids ?? []), ...(message.ids ?? [])] },
      );
    }
    void flush();
  });

  // Messages published while the listening connection was down are lost: every stream catches up
  // from the database as a reconnecting browser would.
  realtime.onReconnect(() => {
    void (async () => {
      try {
        for (const [userId, streams] of byUser) {
          const from = Math.min(...[...streams].map((stream) => stream.position));
          const rows = await listMissed(db, userId, from, RESUME_GRACE_SECONDS, MISSED_LIMIT);
          await sendRows(rows.reverse(), streams);
        }
        await sendCounts([...byUser.keys()]);
      } catch (error) {
        logger.error({ err: error }, "could not catch the notification streams up");
      }
    })();
  });

  /**
   * Ends the streams `test` picks. The browser comes back soon (through the proxy, to another
   * instance when this one stops) and resumes from its last event, signed in again or refused;
   * spread out, so that many streams ended at once do not all return at once.
   */
  const endWhere = (test: (stream: Stream) => boolean) => {
    for (const streams of [...byUser.values()]) {
      for (const stream of [...streams]) {
        if (!test(stream)) continue;
        stream.response.end(
          `retry: ${CLOSE_RETRY_MIN_MS + Math.floor(Math.random() * CLOSE_RETRY_SPREAD_MS)}\n\n`,
        );
        remove(stream);
      }
    }
  };

  // A session ended or its member changed (signed out, suspended, deleted) on any instance: the
  // streams opened with it end, and the browser has to be let in again to open another.
  followChangedRows(realtime, SESSIONS_CHANGED_CHANNEL, {
    forget: {
      sessions: (ids) => endWhere((stream) => stream.sessionId !== null && ids.includes(stream.sessionId)),
      users: (ids) => endWhere((stream) => ids.includes(stream.userId)),
    },
    forgetAll: () => endWhere(() => true),
    // Streams catch up from the database after a reconnect (above); ending them all would only
    // bring every browser back at once.
    missed: () => {},
  });

  const remove = (stream: Stream) => {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    size--;
    if (streams.size === 0) byUser.delete(stream.userId);
    if (size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  return {
    get size() {
      return size;
    },
    async open({ id: userId, sessionId }, response, lastEventId) {
      const stream: Stream = {
        userId,
        sessionId,
        response,
        position: lastEventId ?? (await latestStreamPosition(db, userId)),
      };
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        // Tells nginx and similar proxies not to buffer the stream.
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      response.write(`retry: ${RETRY_MS}\n\n`);
      response.on("close", () => remove(stream));
      // Registered before the catch-up query, so nothing published meanwhile is missed.
      let streams = byUser.get(userId);
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      streams.add(stream);
      size++;
      heartbeat ??= setInterval(() => {
        for (const set of byUser.values()) for (const open of set) write(open, ": keep-alive\n\n");
      }, HEARTBEAT_MS);
      if (lastEventId !== null) {
        const missed = await listMissed(db, userId, lastEventId, RESUME_GRACE_SECONDS, MISSED_LIMIT);
        await sendRows(missed.reverse(), [stream]);
      }
      // The first event carries the position, so a browser that reconnects before any
      // notification arrived still says where it left off.
      const counts = await countUnread(db, [userId], UNREAD_COUNT_CAP);
      write(stream, event("unread", { count: counts.get(userId) ?? 0 }, stream.position));
    },
    closeAll() {
      endWhere(() => true);
    },
  };
}

/** Overlapping or adjacent ranges as one, so a burst is read in as few queries as possible. */
function mergeRanges(ranges: { min: number; max: number }[]): { min: number; max: number }[] {
  const sorted = [...ranges].sort((a, b) => a.min - b.min);
  const merged: { min: number; max: number }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    // Ranges close together are read at once; the rows between them are filtered out afterwards.
    if (last && range.min <= last.max + 1000) last.max = Math.max(last.max, range.max);
    else merged.push({ ...range });
  }
  return merged;
}
