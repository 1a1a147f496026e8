// The two views of a burst: its own requests, each timed from the moment it is sent to the end of
// its answer and given up after a bound, and a steady poll of GET /api/health beside them, which
// stands for everyone else using the server meanwhile. Plain node:http, so every request has a
// connection of its own when it needs one and nothing queues on the client's side.
import http from "node:http";

export interface Outcome {
  /** performance.now() when the request was sent. */
  sentAt: number;
  /** Until the end of the answer, in ms; null when none came within the bound or the connection failed. */
  ms: number | null;
  /** The answer's status; null when there was none. */
  status: number | null;
  /** No answer within the bound: the request was given up. */
  unfinished: boolean;
  /** A connection error (refused, reset) instead of an answer. */
  error: string | null;
  /** The start of an answer other than 2xx, to say why it failed. */
  body: string | null;
}

/** Keeps connections open between requests and opens as many more as requests in flight need. */
export function requestAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
}

export function timedRequest(options: {
  url: string;
  agent: http.Agent;
  boundMs: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
}): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const sentAt = performance.now();
    let settled = false;
    const finish = (outcome: Omit<Outcome, "sentAt">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ sentAt, ...outcome });
    };
    const request = http.request(options.url, {
      method: options.method ?? "GET",
      agent: options.agent,
      headers: {
        ...options.headers,
        ...(payload === undefined
          ? {}
          : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
      },
    });
    const timer = setTimeout(() => {
      finish({ ms: null, status: null, unfinished: true, error: null, body: null });
      request.destroy();
    }, options.boundMs);
    request.once("error", (error) =>
      finish({ ms: null, status: null, unfinished: false, error: error.message, body: null }),
    );
    request.once("response", (response) => {
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (!ok && body.length < 300) body += chunk;
      });
      response.once("end", () =>
        finish({
          ms: performance.now() - sentAt,
          status,
          unfinished: false,
          error: null,
          body: ok ? null : body.slice(0, 300),
        }),
      );
      response.once("error", (error) =>
        finish({ ms: null, status: null, unfinished: false, error: error.message, body: null }),
      );
    });
    request.end(payload);
  });
}

/**
 * GET /api/health every `intervalMs` whether or not the previous poll has answered (an open loop:
 * a stalled server shows as slow polls, not as fewer of them), on connections of its own.
 */
export class HealthPoller {
  readonly outcomes: Outcome[] = [];
  private readonly agent = requestAgent();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly intervalMs: number,
    private readonly boundMs: number,
  ) {}

  start(): void {
    this.poll();
    this.timer = setInterval(() => this.poll(), this.intervalMs);
  }

  /** Stops polling and waits for the polls in flight (each at most the bound). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
    this.agent.destroy();
  }

  /** The polls in flight at any moment between `from` and `to` (performance.now()). */
  during(from: number, to: number): Outcome[] {
    return this.outcomes.filter(
      (outcome) =>
        outcome.sentAt <= to &&
        outcome.sentAt + (outcome.ms ?? (outcome.unfinished ? this.boundMs : 0)) >= from,
    );
  }

  private poll(): void {
    const polled = timedRequest({
      url: `${this.baseUrl}/api/health`,
      agent: this.agent,
      boundMs: this.boundMs,
    }).then((outcome) => {
      this.outcomes.push(outcome);
      this.inFlight.delete(polled);
    });
    this.inFlight.add(polled);
  }
}
