import { randomUUID } from "node:crypto";
import type { AdminAction, AdminActionPage } from "@common/audit-log";
import { adminActions } from "@server/platform/database/schema/audit-log";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import {
  cookieOf,
  makePlatformAdmin,
  platformAdminMatrix,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
const ORIGIN = "http://localhost:3000";
const AGENT = "Mozilla/5.0 (audit test)";
let operator: TestUser;
let member: TestUser;

beforeEach(async () => {
  operator = await createUser(t, leaderSignUp({ name: `Olive Operator ${randomUUID().slice(0, 6)}` }));
  await makePlatformAdmin(t, operator);
  member = await createUser(t);
});

/** A write as the operator from a known address and browser, as the log should tell. */
const asOperator = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.request({
    method,
    url,
    cookie: operator.cookie,
    remoteAddress: "203.0.113.7",
    headers: { origin: ORIGIN, "user-agent": AGENT },
    ...(payload === undefined ? {} : { payload }),
  });

async function logOf(query = "", cookie = operator.cookie): Promise<AdminActionPage> {
  const response = await t.request({ method: "GET", url: `/api/admin/audit-log${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The operator's entries, newest first. */
const entriesOfOperator = async () => (await logOf(`?actorId=${operator.id}`)).items;

describe("what the audit log records", () => {
  it("a suspension and a restore: who, what, on whom, before and after, when and from where", async () => {
    const before = Date.now();
    expect((await asOperator("PUT", `/api/user/${member.id}/suspension`)).statusCode).toBe(200);
    expect((await asOperator("DELETE", `/api/user/${member.id}/suspension`)).statusCode).toBe(200);

    const [restored, suspended] = await entriesOfOperator();
    expect(suspended).toMatchObject({
      actor: { id: operator.id, email: operator.email, name: expect.stringContaining("Olive Operator") },
      action: "user.suspended",
      target: { kind: "user", ids: [member.id], label: member.email.toLowerCase() },
      before: { suspendedAt: null },
      after: { suspendedAt: expect.any(String) },
      origin: { ip: "203.0.113.7", userAgent: AGENT },
    } satisfies Partial<Record<keyof AdminAction, unknown>>);
    expect(Date.parse(suspended?.at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(restored).toMatchObject({
      action: "user.restored",
      before: { suspendedAt: suspended?.after?.suspendedAt },
      after: { suspendedAt: null },
    });
  });

  it("deleting one account keeps who it was; deleting many is one entry with its list", async () => {
    const others = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    expect((await asOperator("DELETE", `/api/user/${member.id}`)).statusCode).toBe(200);
    const bulk = await asOperator("POST", "/api/user/delete-bulk-users", {
      userIds: others.map((u) => u.id),
    });
    expect(bulk.statusCode, bulk.body).toBe(200);

    const [many, one] = await entriesOfOperator();
    expect(one).toMatchObject({
      action: "user.deleted",
      target: { kind: "user", ids: [member.id], label: member.email.toLowerCase() },
      before: { accounts: [{ id: member.id, email: member.email.toLowerCase(), name: expect.any(String) }] },
      after: null,
    });
    expect(many?.action).toBe("users.deleted");
    expect(many?.target.label).toBe("3 accounts");
    expect([...(many?.target.ids ?? [])].sort()).toEqual(others.map((u) => u.id).sort());
    const accounts = (many?.before?.accounts ?? []) as { email: string }[];
    const listed = accounts.map((account) => account.email).sort();
    expect(listed).toEqual(others.map((u) => u.email.toLowerCase()).sort());
  });

  it("a member deleting their own account is not an admin action", async () => {
    const response = await t.request({
      method: "DELETE",
      url: `/api/user/${member.id}`,
      cookie: member.cookie,
      headers: { origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect((await logOf(`?targetId=${member.id}`)).items).toEqual([]);
  });

  it("reference list edits: the name and place before and after", async () => {
    const name = `Quantum ${randomUUID().slice(0, 8)}`;
    const added = await asOperator("POST", "/api/reference-data/company-sizes", { name, position: 90 });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    expect(
      (
        await asOperator("PATCH", `/api/reference-data/company-sizes/${id}`, {
          name: `${name}!`,
          position: 91,
        })
      ).statusCode,
    ).toBe(200);
    expect((await asOperator("DELETE", `/api/reference-data/company-sizes/${id}`)).statusCode).toBe(204);

    const entries = (await logOf(`?targetId=${id}`)).items;
    expect(entries.map((entry) => [entry.action, entry.target.label, entry.before, entry.after])).toEqual([
      ["reference-item.removed", `company-sizes: ${name}!`, { name: `${name}!`, position: 91 }, null],
      [
        "reference-item.changed",
        `company-sizes: ${name}!`,
        { name, position: 90 },
        { name: `${name}!`, position: 91 },
      ],
      ["reference-item.added", `company-sizes: ${name}`, null, { name, position: 90 }],
    ]);
  });

  it("a resolved report, found by the report's id and by the post's", async () => {
    const post = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: member.cookie,
      headers: { origin: ORIGIN },
      payload: { body: `Reported ${randomUUID()}` },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().id as string;
    const reported = await t.request({
      method: "POST",
      url: `/api/posts/${postId}/reports`,
      cookie: cookieOf(cast, "member"),
      headers: { origin: ORIGIN },
      payload: { reason: "spam" },
    });
    expect(reported.statusCode, reported.body).toBe(204);
    const queue = await t.request({
      method: "GET",
      url: "/api/moderation/reports?limit=100",
      cookie: operator.cookie,
    });
    const reportId = (queue.json().items as { id: string; postId: string }[]).find(
      (r) => r.postId === postId,
    )?.id;
    expect(reportId).toBeDefined();
    expect(
      (await asOperator("POST", `/api/moderation/reports/${reportId}/resolve`, { action: "hide" }))
        .statusCode,
    ).toBe(204);

    const [byReport] = (await logOf(`?targetId=${reportId}`)).items;
    const [byPost] = (await logOf(`?targetId=${postId}`)).items;
    expect(byReport).toMatchObject({ action: "report.resolved", after: { decision: "hidden" } });
    expect(byPost?.id).toBe(byReport?.id);
  });

  it("hiding a post and showing it again, directly rather than through a report", async () => {
    const post = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: member.cookie,
      headers: { origin: ORIGIN },
      payload: { body: `Hidden ${randomUUID()}` },
    });
    const postId = post.json().id as string;
    expect((await asOperator("PUT", `/api/posts/${postId}/hidden`)).statusCode).toBe(204);
    expect((await asOperator("DELETE", `/api/posts/${postId}/hidden`)).statusCode).toBe(204);
    const entries = (await logOf(`?targetId=${postId}`)).items;
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["post.shown", { hidden: true }, { hidden: false }],
      ["post.hidden", { hidden: false }, { hidden: true }],
    ]);
  });

  it("a customer record created, changed and deleted, with its fields before and after", async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@example.com`;
    const created = await asOperator("POST", "/api/customers", { email, memberData: { region: "EMEA" } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const changed = await asOperator("PATCH", `/api/customers/${id}`, { memberData: { region: "APAC" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await asOperator("DELETE", `/api/customers/${id}`)).statusCode).toBe(204);

    const entries = (await logOf(`?targetId=${id}`)).items;
    expect(entries.map((entry) => [entry.action, entry.target.label, entry.before, entry.after])).toEqual([
      ["customer.deleted", email, { email, planName: null, memberData: { region: "APAC" } }, null],
      [
        "customer.changed",
        email,
        { planName: null, memberData: { region: "EMEA" } },
        { planName: null, memberData: { region: "APAC" } },
      ],
      ["customer.created", email, null, { planName: null, memberData: { region: "EMEA" } }],
    ]);
  });

  it("writes nothing for a refused action, and nothing survives an action that failed", async () => {
    const count = async () =>
      (await t.context.db.select({ n: sql<number>`count(*)::int` }).from(adminActions))[0]?.n;
    const before = await count();
    // Unknown member, own account, unknown list item, duplicate name: all refused.
    expect((await asOperator("PUT", `/api/user/${randomUUID()}/suspension`)).statusCode).toBe(404);
    expect((await asOperator("PUT", `/api/user/${operator.id}/suspension`)).statusCode).toBe(400);
    expect((await asOperator("DELETE", `/api/reference-data/company-sizes/${randomUUID()}`)).statusCode).toBe(
      404,
    );
    const bulk = await asOperator("POST", "/api/user/delete-bulk-users", {
      userIds: [member.id, randomUUID()],
    });
    expect(bulk.statusCode).toBe(404);
    expect(await count()).toBe(before);
    // The member named in the refused bulk deletion is still there.
    expect((await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).statusCode).toBe(
      200,
    );
  });
});

describe("the log cannot be changed", () => {
  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    await asOperator("PUT", `/api/user/${member.id}/suspension`);
    const [entry] = await entriesOfOperator();
    const client = t.context.db.$client;
    await expect(
      client.query("UPDATE admin_actions SET action = 'user.restored' WHERE id = $1", [entry?.id]),
    ).rejects.toThrow(/audit log cannot be changed/);
    await expect(client.query("DELETE FROM admin_actions WHERE id = $1", [entry?.id])).rejects.toThrow(
      /audit log cannot be changed/,
    );
    await expect(client.query("TRUNCATE admin_actions")).rejects.toThrow(/audit log cannot be changed/);
    expect((await entriesOfOperator())[0]).toEqual(entry);
  });
});

describe("reading the log", () => {
  it("filters by action, admin and day, and pages newest first by cursor", async () => {
    for (let index = 0; index < 3; index += 1) {
      await asOperator("PUT", `/api/user/${member.id}/suspension`);
      await asOperator("DELETE", `/api/user/${member.id}/suspension`);
    }
    const suspensions = await logOf(`?actorId=${operator.id}&action=user.suspended`);
    expect(suspensions.items.map((entry) => entry.action)).toEqual(Array(3).fill("user.suspended"));

    const first = await logOf(`?actorId=${operator.id}&limit=4`);
    expect(first.items).toHaveLength(4);
    const rest = await logOf(`?actorId=${operator.id}&limit=4&cursor=${first.nextCursor}`);
    expect(rest.items).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
    const all = [...first.items, ...rest.items];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(6);
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(`?actorId=${operator.id}&from=${today}&to=${today}`)).items).toHaveLength(6);
    expect((await logOf(`?actorId=${operator.id}&to=2000-01-01`)).items).toEqual([]);
  });

  it("refuses bad filters and forged cursors with the error object", async () => {
    for (const query of [
      "?action=user.hacked",
      "?from=2026-02-30",
      "?from=2026-03-02&to=2026-03-01",
      "?limit=0",
      "?cursor=abc",
    ]) {
      const response = await t.request({
        method: "GET",
        url: `/api/admin/audit-log${query}`,
        cookie: operator.cookie,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ reason: "Invalid", messages: expect.any(Array) });
    }
  });

  it("exports the filtered log as CSV, with formula-like text made inert", async () => {
    const name = `Interest ${randomUUID().slice(0, 6)}`;
    expect((await asOperator("POST", "/api/reference-data/interests", { name })).statusCode).toBe(201);
    // A browser's user agent is whatever the client sends: here one a spreadsheet would run.
    const formula = '=HYPERLINK("http://evil.test","open")';
    const suspended = await t.request({
      method: "PUT",
      url: `/api/user/${member.id}/suspension`,
      cookie: operator.cookie,
      remoteAddress: "203.0.113.7",
      headers: { origin: ORIGIN, "user-agent": formula },
    });
    expect(suspended.statusCode).toBe(200);

    const response = await t.request({
      method: "GET",
      url: `/api/admin/audit-log.csv?actorId=${operator.id}`,
      cookie: operator.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="summit-audit-log.csv"');
    const [header, suspension, addition, ...rest] = parse(response.body) as string[][];
    expect(rest).toEqual([]);
    expect(header).toEqual([
      "time",
      "admin",
      "admin e-mail",
      "action",
      "target kind",
      "target",
      "target ids",
      "before",
      "after",
      "ip address",
      "user agent",
    ]);
    expect(suspension?.slice(2, 7)).toEqual([
      operator.email.toLowerCase(),
      "Suspended a member",
      "user",
      member.email.toLowerCase(),
      member.id,
    ]);
    expect(suspension?.slice(9)).toEqual(["203.0.113.7", `'${formula}`]);
    expect(addition?.[3]).toBe("Added to a reference list");
    expect(addition?.[5]).toBe(`interests: ${name}`);
    expect(JSON.parse(addition?.[8] ?? "")).toEqual({ name, position: null });
  });
});

describe("who may read it", () => {
  it.each(platformAdminMatrix(200))("the list and the export: %s gets %i", async (role, status) => {
    for (const url of ["/api/admin/audit-log", "/api/admin/audit-log.csv"]) {
      const response = await t.request({ method: "GET", url, cookie: cookieOf(cast, role) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
      if (status !== 200) expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    }
  });
});
