import { randomUUID } from "node:crypto";
import type { Operations } from "@common/operations";
import { createUser, setUpTestApp, type TestUser } from "@server/test/app";
import {
  cookieOf,
  makePlatformAdmin,
  platformAdminMatrix,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { FAILED_JOB_QUEUE, insertFailedJob } from "@server/test/failed-job";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
const ORIGIN = { origin: "http://localhost:3000" };
let operator: TestUser;

beforeAll(async () => {
  operator = await createUser(t);
  await makePlatformAdmin(t, operator);
});

async function overview(): Promise<Operations> {
  const response = await t.request({ method: "GET", url: "/api/admin/operations", cookie: operator.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const retry = (id: string, cookie: string | undefined) =>
  t.request({ method: "POST", url: `/api/admin/jobs/${id}/retry`, cookie, headers: ORIGIN });

const jobState = async (id: string) =>
  (await t.context.db.$client.query("SELECT state FROM pgboss.job WHERE id = $1", [id])).rows[0]?.state;

describe("the Health page's figures", () => {
  it("counts jobs by queue and state, lists failed ones with their error, and sizes the database", async () => {
    const before = await overview();
    const failedBefore = before.queues.find((queue) => queue.name === FAILED_JOB_QUEUE)?.counts.failed ?? 0;
    const id = await insertFailedJob(t, "connect ECONNREFUSED 127.0.0.1:25");

    const after = await overview();
    expect(after.queues.find((queue) => queue.name === FAILED_JOB_QUEUE)?.counts.failed).toBe(
      failedBefore + 1,
    );
    expect(after.failedJobs[0]).toMatchObject({
      id,
      queue: FAILED_JOB_QUEUE,
      retries: 0,
      error: "connect ECONNREFUSED 127.0.0.1:25",
      failedAt: expect.any(String),
    });
    expect(after.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(after.database.largestTables.length).toBeGreaterThan(0);
    const sizes = after.database.largestTables.map((table) => table.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("counts the mail outbox, and says mail stays there without a mail server", async () => {
    const before = (await overview()).mail;
    const member = await createUser(t);
    await t.request({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: member.email, redirectTo: "/auth/reset-password" },
      headers: ORIGIN,
    });
    const after = (await overview()).mail;
    expect(after.delivery).toBe("outbox");
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.lastDay).toBeGreaterThan(before.lastDay);
    expect(after.unsent).toBe(after.total);
    expect(after.oldestUnsentAt).not.toBeNull();
  });
});

describe("the console's summary", () => {
  it("counts open reports and failed jobs", async () => {
    const summary = async () =>
      (await t.request({ method: "GET", url: "/api/admin/summary", cookie: operator.cookie })).json();
    const before = await summary();
    await insertFailedJob(t);
    const post = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: cookieOf(cast, "member"),
      headers: ORIGIN,
      payload: { body: `Report me ${randomUUID()}` },
    });
    const reported = await t.request({
      method: "POST",
      url: `/api/posts/${post.json().id}/reports`,
      cookie: operator.cookie,
      headers: ORIGIN,
      payload: { reason: "spam" },
    });
    expect(reported.statusCode, reported.body).toBe(204);
    expect(await summary()).toEqual({
      openReports: before.openReports + 1,
      failedJobs: before.failedJobs + 1,
    });
  });
});

describe("retrying a failed job", () => {
  it("queues it again once, and the audit log says who did it", async () => {
    const id = await insertFailedJob(t);
    const response = await retry(id, operator.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, queue: FAILED_JOB_QUEUE });
    expect(await jobState(id)).toBe("retry");
    expect((await overview()).failedJobs.map((job) => job.id)).not.toContain(id);

    const log = await t.request({
      method: "GET",
      url: `/api/admin/audit-log?targetId=${id}`,
      cookie: operator.cookie,
    });
    expect(log.json().items).toMatchObject([
      {
        action: "job.retried",
        actor: { id: operator.id },
        before: { state: "failed" },
        after: { state: "retry" },
      },
    ]);

    // Not failed any more: nothing to retry, and no second entry.
    const again = await retry(id, operator.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ reason: "NotFound", messages: ["Failed job not found."] });
  });

  it("refuses unknown and malformed ids with the error object", async () => {
    expect((await retry(randomUUID(), operator.cookie)).statusCode).toBe(404);
    const malformed = await retry("not-a-job", operator.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ reason: "Invalid" });
  });
});

describe("who may see and retry", () => {
  // The platform admin's success is the tests above.
  const roles = platformAdminMatrix(200).filter(([role]) => role !== "platformAdmin");
  it.each(roles)("%s gets %i, and the job stays failed", async (role, status) => {
    const id = await insertFailedJob(t);
    const cookie = cookieOf(cast, role);
    for (const url of ["/api/admin/operations", "/api/admin/summary"]) {
      expect((await t.request({ method: "GET", url, cookie })).statusCode, url).toBe(status);
    }
    expect((await retry(id, cookie)).statusCode).toBe(status);
    expect(await jobState(id)).toBe("failed");
  });
});
