// Records what happened on vendors' presence (docs/decisions/0021). Page and content views come on
// read paths, often many at once: they are kept in memory and written together every few seconds.
// Everything else (follows, registrations, check-ins, meetings) is written in the caller's
// transaction, so that it counts exactly when the change commits.
import type { Database, Executor } from "@server/platform/database/client";
import type { FastifyBaseLogger } from "fastify";
import { type ActivityInput, eventVendors, insertActivity } from "./activity.repository";

export type { ActivityInput } from "./activity.repository";

/** Views written together at most this far apart. */
const FLUSH_INTERVAL_MS = 2_000;
/** Views kept at most while the database cannot take them; the oldest go first. */
const MAX_PENDING = 20_000;

interface ViewBuffer {
  pending: ActivityInput[];
  timer: NodeJS.Timeout;
  flushing: Promise<void> | null;
  logger: FastifyBaseLogger | undefined;
}

const buffers = new WeakMap<Database, ViewBuffer>();

function bufferFor(db: Database, logger?: FastifyBaseLogger): ViewBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    const created: ViewBuffer = {
      pending: [],
      flushing: null,
      logger,
      timer: setInterval(() => void flush(db, created), FLUSH_INTERVAL_MS).unref(),
    };
    buffers.set(db, created);
    buffer = created;
  }
  buffer.logger ??= logger;
  return buffer;
}

async function flush(db: Database, buffer: ViewBuffer): Promise<void> {
  if (buffer.flushing) await buffer.flushing;
  const batch = buffer.pending.splice(0, buffer.pending.length);
  if (batch.length === 0) return;
  buffer.flushing = insertActivity(db, batch)
    .catch((error: unknown) => {
      const room = Math.max(0, MAX_PENDING - buffer.pending.length);
      buffer.logger?.warn(
        { err: error, views: batch.length, kept: Math.min(room, batch.length) },
        "vendor views could not be written; the newest are kept for the next try",
      );
      if (room > 0) buffer.pending.unshift(...batch.slice(-room));
    })
    .finally(() => {
      buffer.flushing = null;
    });
  await buffer.flushing;
}

/** Starts writing `db`'s views, with the app's logger for what fails. */
export function startViews(db: Database, logger: FastifyBaseLogger): void {
  bufferFor(db, logger);
}

/**
 * Counts a view of a vendor's page or content, dated now and written within a few seconds. Never
 * throws and never waits: a view must not slow or fail the page it counts. Whose account it counts
 * for is read when it is written: a withdrawal in those seconds does not reach it.
 */
export function recordView(db: Database, input: ActivityInput): void {
  const buffer = bufferFor(db);
  if (buffer.pending.length >= MAX_PENDING) buffer.pending.shift();
  buffer.pending.push({ ...input, occurredAt: input.occurredAt ?? new Date() });
}

/** Writes the views still in memory: when the app closes, and in tests. */
export async function flushViews(db: Database): Promise<void> {
  const buffer = buffers.get(db);
  if (buffer) await flush(db, buffer);
}

/** Stops writing views for `db` after a last flush. */
export async function stopViews(db: Database): Promise<void> {
  const buffer = buffers.get(db);
  if (!buffer) return;
  clearInterval(buffer.timer);
  buffers.delete(db);
  await flush(db, buffer);
}

/** Counts what happened, in the caller's transaction. */
export async function recordActivity(db: Executor, inputs: ActivityInput | readonly ActivityInput[]) {
  await insertActivity(db, Array.isArray(inputs) ? inputs : [inputs as ActivityInput]);
}

/**
 * Counts something that happened at an event for its host and each sponsor, towards the intent
 * types given, else those of the event's sessions.
 */
export async function recordEventActivity(
  db: Executor,
  eventId: string,
  input: Omit<ActivityInput, "vendorCompanyId">,
): Promise<void> {
  const event = await eventVendors(db, eventId);
  const intentTypes = input.intentTypes?.length ? input.intentTypes : event.intentTypes;
  await insertActivity(
    db,
    event.vendors.map((vendorCompanyId) => ({ ...input, intentTypes, vendorCompanyId })),
  );
}
