// A client of a text/event-stream response, as a browser's EventSource reads it (the WHATWG
// parsing rules: `event`, `data`, `id` fields, comment lines, a blank line ends an event), over a
// plain node:http connection: a thousand of them in one process, each event stamped with the time
// it arrived. It does not reconnect by itself: onDrop tells the caller, who may open another with
// lastEventId, as EventSource would.
import http from "node:http";

export interface StreamEvent {
  /** The `event` field; "message" when the server names none. */
  type: string;
  data: string;
  /** The last `id` the stream has given, as EventSource keeps it for Last-Event-ID. */
  id: string | null;
  /** performance.now() when the chunk that completed it arrived. */
  receivedAt: number;
}

export interface EventStream {
  /** Comment lines received (the server's heartbeats). */
  readonly comments: number;
  /** Whether the server ended the stream or the connection failed before close() was called. */
  readonly dropped: string | null;
  close(): void;
}

/** One agent for all streams: no socket limit, no keep-alive (each stream owns its connection). */
export function streamAgent(): http.Agent {
  return new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
}

/**
 * Opens the stream and resolves once the server answered 200 with text/event-stream; rejects with
 * the status and body otherwise. Every event then goes to `onEvent`.
 */
export function openEventStream(options: {
  url: string;
  cookie: string;
  agent: http.Agent;
  onEvent: (event: StreamEvent) => void;
  /** Resumes after this event, as EventSource does when it reconnects. */
  lastEventId?: string | null;
  /** Called once when the stream drops (not when close() ends it). */
  onDrop?: (reason: string) => void;
}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let dropped: string | null = null;
    let comments = 0;
    const request = http.get(options.url, {
      agent: options.agent,
      headers: {
        cookie: options.cookie,
        accept: "text/event-stream",
        ...(options.lastEventId ? { "last-event-id": options.lastEventId } : {}),
      },
    });
    const stream: EventStream = {
      get comments() {
        return comments;
      },
      get dropped() {
        return dropped;
      },
      close() {
        closing = true;
        request.destroy();
      },
    };
    request.once("error", (error) => {
      if (closing) return;
      dropped = error.message;
      options.onDrop?.(error.message);
      reject(error);
    });
    request.once("response", (response) => {
      const contentType = response.headers["content-type"] ?? "";
      if (response.statusCode !== 200 || !contentType.startsWith("text/event-stream")) {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.once("end", () =>
          reject(
            new Error(`GET ${options.url}: ${response.statusCode} ${contentType} ${body.slice(0, 300)}`),
          ),
        );
        return;
      }
      let buffer = "";
      let type = "";
      let data: string[] = [];
      let id: string | null = null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const receivedAt = performance.now();
        const lines = (buffer + chunk).split(/\r\n|\n|\r/);
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          if (line === "") {
            if (data.length > 0)
              options.onEvent({ type: type || "message", data: data.join("\n"), id, receivedAt });
            type = "";
            data = [];
            continue;
          }
          if (line.startsWith(":")) {
            comments++;
            continue;
          }
          const colon = line.indexOf(":");
          const field = colon === -1 ? line : line.slice(0, colon);
          let value = colon === -1 ? "" : line.slice(colon + 1);
          if (value.startsWith(" ")) value = value.slice(1);
          if (field === "event") type = value;
          else if (field === "data") data.push(value);
          else if (field === "id" && !value.includes("\0")) id = value;
        }
      });
      response.once("close", () => {
        if (closing || dropped) return;
        dropped = "the server ended the stream";
        options.onDrop?.(dropped);
      });
      resolve(stream);
    });
  });
}
