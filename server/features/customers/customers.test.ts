import { randomUUID } from "node:crypto";
import { uploadCsv } from "@server/features/account-files/account-file-fixtures";
import { matchCustomerAtSignIn } from "@server/features/profile/profile.service";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { createCompanyCast, makePlatformAdmin } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();

let operator: TestUser;
beforeAll(async () => {
  operator = await createUser(t, leaderSignUp());
  await makePlatformAdmin(t, operator);
});

const send = (
  user: TestUser | undefined,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => t.request({ method, url, cookie: user?.cookie, payload });

const email = () => `customer-${randomUUID().slice(0, 8)}@example.com`;

async function create(payload: object) {
  const response = await send(operator, "POST", "/api/customers", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; email: string; member: { id: string } | null };
}

async function memberRow(id: string) {
  const [row] = await t.context.db
    .select({ customerId: users.customerId, planName: users.planName, memberData: users.memberData })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const signIn = (user: TestUser) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: user.email, password: user.password },
  });

describe("customer records", () => {
  it("are created once per e-mail in any case, with a known plan, and refuse what is malformed", async () => {
    const address = email();
    const created = await create({
      email: address.toUpperCase(),
      planName: "growth",
      memberData: { region: "EMEA" },
    });
    expect(created).toMatchObject({
      email: address,
      planName: "Growth",
      memberData: { region: "EMEA" },
      member: null,
    });

    const again = await send(operator, "POST", "/api/customers", { email: address });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ reason: "AlreadyExists", messages: [expect.stringContaining(address)] });

    const unknownPlan = await send(operator, "POST", "/api/customers", {
      email: email(),
      planName: "Platinum",
    });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().messages[0]).toMatch(/no plan is named "Platinum"; the plans are .*Growth/);

    for (const payload of [
      {},
      { email: "not an address" },
      { email: email(), extra: true },
      { email: email(), memberData: { nested: { deep: 1 } } },
      { email: email(), memberData: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) },
      { email: 42 },
    ]) {
      const response = await send(operator, "POST", "/api/customers", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
    const written = await t.context.db.select({ email: customers.email }).from(customers);
    expect(written.map((row) => row.email)).toContain(address);
    expect(written.some((row) => row.email === "not an address")).toBe(false);
  });

  it("attach at once to a member who confirmed the address, copying plan and data only where the profile has none", async () => {
    const member = await createUser(t, vendorSignUp());
    await t.context.db.update(users).set({ planName: null }).where(eq(users.id, member.id));
    const created = await create({ email: member.email, planName: "Enterprise", memberData: { seats: 12 } });
    expect(created.member).toEqual({ id: member.id, name: expect.any(String) });
    expect(await memberRow(member.id)).toEqual({
      customerId: created.id,
      planName: "Enterprise",
      memberData: { seats: 12 },
    });
    const profile = (await send(member, "GET", "/api/profile")).json();
    expect(profile.customer).toEqual({ id: created.id, email: created.email, planName: "Enterprise" });

    // Changing the record later leaves the profile as it is: the copy happens once.
    const changed = await send(operator, "PATCH", `/api/customers/${created.id}`, { planName: "Starter" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().planName).toBe("Starter");
    expect((await memberRow(member.id))?.planName).toBe("Enterprise");

    // Removing it unlinks the member, who keeps what it gave them.
    expect((await send(operator, "DELETE", `/api/customers/${created.id}`)).statusCode).toBe(204);
    expect(await memberRow(member.id)).toEqual({
      customerId: null,
      planName: "Enterprise",
      memberData: { seats: 12 },
    });
    expect((await send(operator, "GET", `/api/customers/${created.id}`)).statusCode).toBe(404);
  });

  it("are met at sign-in, once, however many sign-ins and reads race", async () => {
    const member = await createUser(t, leaderSignUp());
    await t.context.db.update(users).set({ memberData: null }).where(eq(users.id, member.id));
    // Written behind the API's back, as an older record would be: nobody attached it yet.
    const [customer] = await t.context.db
      .insert(customers)
      .values({ email: member.email.toLowerCase(), planName: "Member", memberData: { accountManager: "Jo" } })
      .returning({ id: customers.id });
    expect((await memberRow(member.id))?.customerId).toBeNull();

    // Every write of the member's customer is logged, so a second attachment would show.
    await t.context.db.execute(sql`
      CREATE TABLE customer_attachments (user_id text NOT NULL);
      CREATE FUNCTION log_customer_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO customer_attachments VALUES (NEW.id); RETURN NULL; END $$;
      CREATE TRIGGER customer_attachment AFTER UPDATE OF customer_id ON users
        FOR EACH ROW EXECUTE FUNCTION log_customer_attachment();`);
    try {
      // Sign-ins and profile reads, and the step they share called at once, so that some truly race.
      const [signIns, reads] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => signIn(member))),
        Promise.all(Array.from({ length: 3 }, () => send(member, "GET", "/api/profile"))),
        Promise.all(Array.from({ length: 6 }, () => matchCustomerAtSignIn(t.context.db, member.id))),
      ]);
      expect([...signIns, ...reads].map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      const attachments = await t.context.db.execute(
        sql`SELECT count(*)::int AS count FROM customer_attachments WHERE user_id = ${member.id}`,
      );
      expect(attachments.rows[0]?.count).toBe(1);
    } finally {
      await t.context.db.execute(sql`
        DROP TRIGGER customer_attachment ON users;
        DROP FUNCTION log_customer_attachment();
        DROP TABLE customer_attachments;`);
    }
    expect(await memberRow(member.id)).toEqual({
      customerId: customer?.id,
      planName: "Member",
      memberData: { accountManager: "Jo" },
    });
  });

  it("stay with the member they were attached to, even once that member's address changes", async () => {
    const first = await createUser(t, leaderSignUp());
    const created = await create({ email: first.email, planName: "Member" });
    expect(created.member?.id).toBe(first.id);
    const address = first.email.toLowerCase();
    await t.context.db
      .update(users)
      .set({ email: `moved-${address}` })
      .where(eq(users.id, first.id));

    // Someone else signs up with the old address: the record is not theirs.
    const second = await createUser(t, leaderSignUp({ email: address }));
    expect((await memberRow(second.id))?.customerId).toBeNull();
    expect((await memberRow(first.id))?.customerId).toBe(created.id);
    const listed = await send(operator, "GET", `/api/customers?q=${encodeURIComponent(address)}`);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: created.id, member: { id: first.id, name: expect.any(String) } }),
    ]);
  });

  it("are listed newest first, by part of the e-mail, a page at a time", async () => {
    const tag = randomUUID().slice(0, 6);
    const made = [];
    for (let index = 0; index < 5; index++)
      made.push(await create({ email: `list-${tag}-${index}@example.com` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/customers?q=${tag.toUpperCase()}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await send(operator, "GET", query);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((item: { email: string }) => item.email));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((customer) => customer.email).reverse());
    expect((await send(operator, "GET", "/api/customers?cursor=nonsense")).statusCode).toBe(400);
    expect((await send(operator, "GET", "/api/customers/not-an-id")).statusCode).toBe(400);
    expect((await send(operator, "GET", `/api/customers/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("a customer import", () => {
  it("writes every good row, reports every refused one, and attaches waiting members", async () => {
    const member = await createUser(t, vendorSignUp());
    const existing = await create({ email: email(), planName: "Starter" });
    const fresh = email();
    const text = [
      "Email,Plan,Account manager,Region",
      `${fresh.toUpperCase()},Growth,Jo,EMEA`,
      `${member.email},enterprise,Sam,`,
      `${existing.email},Growth,,APAC`,
      `${fresh},Starter,Again,`,
      "not-an-address,Growth,,",
      `${email()},Platinum,,`,
      ",Growth,,",
    ].join("\n");
    const uploadId = await uploadCsv(t, operator, text, "customers.csv");
    const response = await send(operator, "POST", "/api/customers/import", { uploadId });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ created: 2, updated: 1, rejected: 4, attached: 1 });
    expect(report.rows).toEqual([
      { rowNumber: 1, email: fresh, outcome: "created", reason: null },
      { rowNumber: 2, email: member.email.toLowerCase(), outcome: "created", reason: null },
      { rowNumber: 3, email: existing.email, outcome: "updated", reason: null },
      { rowNumber: 4, email: fresh, outcome: "rejected", reason: "the same e-mail as row 1" },
      { rowNumber: 5, email: "not-an-address", outcome: "rejected", reason: "not an e-mail address" },
      {
        rowNumber: 6,
        email: expect.any(String),
        outcome: "rejected",
        reason: expect.stringContaining('"Platinum"'),
      },
      { rowNumber: 7, email: null, outcome: "rejected", reason: "no e-mail address" },
    ]);
    const [written] = await t.context.db.select().from(customers).where(eq(customers.email, fresh));
    expect(written).toMatchObject({
      planName: "Growth",
      memberData: { "Account manager": "Jo", Region: "EMEA" },
    });
    const [updated] = await t.context.db.select().from(customers).where(eq(customers.email, existing.email));
    expect(updated).toMatchObject({ planName: "Growth", memberData: { Region: "APAC" } });
    expect((await memberRow(member.id))?.customerId).not.toBeNull();
  });

  it("refuses a file it cannot read as customers, and writes nothing", async () => {
    const before = await t.context.db.$count(customers);
    for (const [text, message] of [
      [`Name,Company\nJo,Acme`, /needs an e-mail column/],
      [`Email,Plan`, /no customers under it/],
    ] as const) {
      const uploadId = await uploadCsv(t, operator, text, "customers.csv");
      const response = await send(operator, "POST", "/api/customers/import", { uploadId });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatch(message);
    }
    expect(await t.context.db.$count(customers)).toBe(before);
  });
});

describe("who may manage customers", () => {
  it("is platform admins only: 401 for visitors, 403 for every other member", async () => {
    const cast = await createCompanyCast(t);
    const target = await create({ email: email() });
    const uploadId = await uploadCsv(t, operator, `Email\n${email()}`);
    const calls = [
      ["GET", "/api/customers", undefined],
      ["GET", `/api/customers/${target.id}`, undefined],
      ["POST", "/api/customers", { email: email() }],
      ["PATCH", `/api/customers/${target.id}`, { planName: "Growth" }],
      ["DELETE", `/api/customers/${target.id}`, undefined],
      ["POST", "/api/customers/import", { uploadId }],
    ] as const;
    const roles: [string, TestUser | undefined, number][] = [
      ["visitor", undefined, 401],
      ["leader", cast.member, 403],
      ["company admin", cast.admin, 403],
      ["company owner", cast.owner, 403],
      ["vendor of another company", cast.otherAdmin, 403],
    ];
    for (const [role, user, status] of roles) {
      for (const [method, url, payload] of calls) {
        const response = await send(user, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(status);
        expect(response.json().reason).toBe("AccessDenied");
      }
    }
    expect((await send(operator, "GET", `/api/customers/${target.id}`)).json().planName).toBeNull();
    expect(await t.context.db.$count(customers, eq(customers.id, target.id))).toBe(1);
  });
});
