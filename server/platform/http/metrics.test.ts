// GET /metrics as a Prometheus scraper sees it, and the request id a proxy hands on.
import { buildTestApp, setUpTestApp, type TestApp } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TOKEN = "metrics-token-metrics-token-0123456789";
const t = setUpTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: "true" });

const scrape = (authorization?: string) =>
  t.request({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("GET /metrics", () => {
  it("serves requests by route, the pool, the job queues, the streams and the event loop", async () => {
    for (let i = 0; i < 3; i++) await t.request({ method: "GET", url: "/api/health" });
    await t.request({ method: "GET", url: "/api/no-such-route" });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const requests = text.match(
      /^summit_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m,
    );
    expect(Number(requests?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^summit_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(
      /^summit_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health"\} \d+$/m,
    );
    expect(text).toMatch(/^summit_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^summit_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^summit_job_queue_depth\{queue="[a-z-]+[^"]*"\} \d+$/m);
    expect(text).toMatch(/^summit_sse_connections 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it("refuses a scraper without the token, or with another, with the error object", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        reason: "AccessDenied",
        messages: ["Send the metrics token as a bearer token."],
      });
    }
  });
});

describe("without METRICS_TOKEN", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it("answers /metrics 404 with the error object, token or not", async () => {
    const response = await plain.request({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe("NotFound");
  });

  it("does not take a request id from a client it does not trust", async () => {
    const response = await plain.request({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "from-the-client" },
    });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request ids behind a trusted proxy", () => {
  it("answers with the proxy's request id when it is well formed", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "5f1c0a9e2b7d4c3a8e6f0b1d2c3a4e5f" },
    });
    expect(response.headers["x-request-id"]).toBe("5f1c0a9e2b7d4c3a8e6f0b1d2c3a4e5f");
  });

  it("makes its own for one that could forge a log line or is too long", async () => {
    for (const given of ["line\u2028break", "a b", "x".repeat(65), ""]) {
      const response = await t.request({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": given },
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
