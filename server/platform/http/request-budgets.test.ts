// Request budgets as a client meets them: a member's writes and searches run out per route and
// come back after the window, with 429, Retry-After and the error object; visitors count per
// address; reads without a search term are not counted.
import { requestBudgets } from "@server/platform/database/schema/request-budgets";
import { createUser, setUpTestApp } from "@server/test/app";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROUTE_BUDGETS, SEARCH_BUDGET } from "./request-budgets";
import { registeredRoutes } from "./route-table";

// The real budgets: other test files raise them, as they make many requests as one member.
const t = setUpTestApp({ REQUEST_BUDGET_SCALE: "1" });

const exportBudget = ROUTE_BUDGETS["POST /api/account/data-exports"]?.member ?? 0;

describe("request budgets", () => {
  it("name only routes that exist", () => {
    const routes = new Set(registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`));
    for (const route of [...Object.keys(ROUTE_BUDGETS), "GET /api/discover", "GET /api/search/company"]) {
      expect(routes, route).toContain(route);
    }
  });

  it("refuse a member's writes to a route over its budget with 429, Retry-After and the error object, and no other route or member", async () => {
    const member = await createUser(t);
    const other = await createUser(t);
    const ask = (cookie: string) =>
      t.request({ method: "POST", url: "/api/account/data-exports", cookie, payload: {} });
    for (let attempt = 0; attempt < exportBudget; attempt++) {
      expect((await ask(member.cookie)).statusCode).toBeLessThan(429);
    }
    const refused = await ask(member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      reason: "Failure",
      messages: [
        expect.stringMatching(/^Too many requests of this kind\. Try again in \d+ (seconds?|minutes?)\.$/),
      ],
    });
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    // Another member, and another route for this one, are not affected.
    expect((await ask(other.cookie)).statusCode).toBeLessThan(429);
    const searched = await t.request({
      method: "GET",
      url: "/api/discover?search=cloud",
      cookie: member.cookie,
    });
    expect(searched.statusCode).toBe(200);

    // When the window ends, the budget is whole again.
    await t.context.db.update(requestBudgets).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await ask(member.cookie)).statusCode).toBeLessThan(429);
  });

  it("count requests sent all at once exactly: the budget's worth pass, the rest are refused", async () => {
    const member = await createUser(t);
    const extra = 7;
    const answers = await Promise.all(
      Array.from({ length: SEARCH_BUDGET.member + extra }, () =>
        t.request({ method: "GET", url: "/api/discover?search=ledger", cookie: member.cookie }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SEARCH_BUDGET.member);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    const [counted] = await t.context.db
      .select()
      .from(requestBudgets)
      .where(like(requestBudgets.key, `GET /api/discover|member:${member.id}`));
    expect(counted?.requests).toBe(SEARCH_BUDGET.member + extra);
  });

  it("count a visitor's searches by their address, and lists read without a search term not at all", async () => {
    const search = (address: string) =>
      t.request({ method: "GET", url: "/api/discover?search=security", remoteAddress: address });
    for (let attempt = 0; attempt < SEARCH_BUDGET.visitor; attempt++) {
      expect((await search("192.0.2.7")).statusCode).not.toBe(429);
    }
    expect((await search("192.0.2.7")).statusCode).toBe(429);
    expect((await search("192.0.2.8")).statusCode).not.toBe(429);

    const member = await createUser(t);
    await t.request({ method: "GET", url: "/api/courses", cookie: member.cookie });
    expect(
      await t.context.db.select().from(requestBudgets).where(like(requestBudgets.key, "GET /api/courses|%")),
    ).toEqual([]);
    await t.request({ method: "GET", url: "/api/courses?search=zero", cookie: member.cookie });
    const counted = await t.context.db
      .select()
      .from(requestBudgets)
      .where(like(requestBudgets.key, "GET /api/courses|%"));
    expect(counted).toMatchObject([{ key: `GET /api/courses|member:${member.id}`, requests: 1 }]);
  });
});
