// Bounds how long a request body may take to arrive, so that a client trickling bytes cannot hold a
// connection and the handler reading it. Past the bound the body's reader fails with 408 and the
// error object, and the connection closes once that answer is written.
import { Socket } from "node:net";
import { AppError, errorBody } from "@server/platform/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasBody } from "./request-body";

export interface BodyDeadline {
  /** The longest a body other than an upload may take to arrive whole, from its headers. */
  bodyMs: number;
  /**
   * An upload (multipart/form-data) brings at least uploadMinBytes in every uploadWindowMs that the
   * server spends waiting for it, under the server's overall requestTimeout.
   */
  uploadWindowMs: number;
  uploadMinBytes: number;
}

/** The bounds every app uses; a test shortens them before it builds its app. */
export const BODY_DEADLINE: BodyDeadline = {
  bodyMs: 30_000,
  uploadWindowMs: 10_000,
  uploadMinBytes: 32 * 1024,
};

/** How long a connection may stay open after its 408, should nothing answer it. */
const CLOSE_GRACE_MS = 5_000;

const timedOut = new WeakSet<FastifyRequest>();

export function registerBodyDeadline(app: FastifyInstance, deadline: BodyDeadline = BODY_DEADLINE): void {
  app.addHook("onRequest", (request, reply, done) => {
    // A request injected in memory (light-my-request) has no socket to hold and none to watch.
    if (hasBody(request) && request.raw.socket instanceof Socket) watchBody(request, reply, deadline);
    done();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (timedOut.has(request)) reply.header("connection", "close");
    return payload;
  });
}

/**
 * Samples the body's progress without touching the stream: `complete` and the socket's byte count
 * are read, nothing listens for data, so the stream keeps the flow mode its reader gave it (the
 * multipart plugin pipes `request.raw` itself, bypassing any stream a preParsing hook would return).
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, deadline: BodyDeadline): void {
  const { raw } = request;
  const { socket } = raw;
  const upload = /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
  const { bodyMs, uploadWindowMs, uploadMinBytes } = deadline;
  const sampleMs = Math.max(10, Math.min(bodyMs, uploadWindowMs) / 10);
  const startedAt = Date.now();
  let lastSampleAt = startedAt;
  let waitedMs = 0;
  let windowStartBytes = socket.bytesRead;

  const timer = setInterval(sample, sampleMs);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    raw.off("end", stop);
    socket.off("close", stop);
  };
  raw.once("end", stop);
  socket.once("close", stop);

  function sample() {
    const now = Date.now();
    const sinceLastSample = now - lastSampleAt;
    lastSampleAt = now;
    if (raw.complete || socket.destroyed) return stop();
    if (!upload) {
      if (now - startedAt >= bodyMs) expire();
      return;
    }
    // Only time the server spends waiting counts against the client: not before the route starts
    // reading, nor while its reader holds the stream paused (storage writing slower than the
    // client sends), nor while unread bytes sit in the stream's buffer.
    const waiting = raw.readableFlowing === true && raw.readableLength === 0;
    if (!waiting) return;
    waitedMs += sinceLastSample;
    if (waitedMs < uploadWindowMs) return;
    if (socket.bytesRead - windowStartBytes < uploadMinBytes) return expire();
    windowStartBytes = socket.bytesRead;
    waitedMs = 0;
  }

  function expire() {
    stop();
    timedOut.add(request);
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
    // Answered already (the rest of the body is being read and dropped): nothing left to say.
    if (reply.sent || reply.raw.headersSent) return void socket.destroy();
    const error = new AppError(408, "Failure", [
      "The request body arrived too slowly; the connection was closed. Send it again.",
    ]);
    // The body's reader (Fastify's body parser, the multipart parser) listens for errors on the
    // request: failing it there lets the route's own error path answer. The stream is not
    // destroyed, which would take the socket, and the answer with it.
    if (raw.listenerCount("error") > 0) raw.emit("error", error);
    else reply.code(error.status).send(errorBody(error.reason, error.messages));
  }
}
