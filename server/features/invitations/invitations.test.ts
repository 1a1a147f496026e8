import { createHash, randomUUID } from "node:crypto";
import { users } from "@server/platform/database/schema/auth";
import { invitations } from "@server/platform/database/schema/invitations";
import { mailOutbox } from "@server/platform/database/schema/mail";
import {
  createUser,
  leaderSignUp,
  sessionCookie,
  setUpTestApp,
  type TestUser,
  vendorSignUp,
} from "@server/test/app";
import { type CastRole, companyIdOf, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "each test");

const newEmail = (label = "invitee") => `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;

function invite(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.request({ method: "POST", url: "/api/user/invite", cookie, payload });
}

async function inviteOk(user: TestUser, payload: Record<string, unknown>) {
  const response = await invite(user.cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; email: string; status: string; accountType: string };
}

async function latestMail(to: string) {
  const [mail] = await t.context.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail ?? null;
}

/** The token in the newest invitation e-mail to this address. */
async function tokenMailedTo(to: string): Promise<string> {
  const token = (await latestMail(to))?.text.match(/\/signup\/invite\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${to}`);
  return token;
}

const details = (token: string) =>
  t.request({ method: "GET", url: `/api/auth/short-register?token=${encodeURIComponent(token)}` });

function register(payload: Record<string, unknown>, remoteAddress?: string) {
  return t.request({
    method: "POST",
    url: "/api/auth/short-register",
    payload: {
      name: "Jordan Invitee",
      jobTitle: "Solutions Engineer",
      password: "a-good-long-password",
      ...payload,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const profileOf = (cookie: string) => t.request({ method: "GET", url: "/api/profile", cookie });

async function userByEmail(email: string) {
  const [row] = await t.context.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function invitationRows(email: string) {
  return t.context.db.select().from(invitations).where(eq(invitations.email, email));
}

const ROLES: CastRole[] = ["visitor", "member", "otherAdmin", "admin", "owner", "platformAdmin"];

describe("POST /api/user/invite", () => {
  it("lets the company's admins, owners and platform admins invite to the company, and nobody else", async () => {
    const expected: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 201,
      owner: 201,
      platformAdmin: 201,
    };
    for (const role of ROLES) {
      const email = newEmail(role);
      const response = await invite(cookieOf(cast, role), { email, companyId: cast.companyId });
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
      if (response.statusCode !== 201) {
        expect(response.json().reason).toBe("AccessDenied");
        expect(await invitationRows(email)).toHaveLength(0);
        expect(await latestMail(email)).toBeNull();
      }
    }
  });

  it("lets only platform admins invite without a company", async () => {
    for (const role of ["member", "owner", "admin"] as const) {
      const response = await invite(cast[role].cookie, { email: newEmail() });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    const invitation = await inviteOk(cast.platformAdmin, { email: newEmail() });
    expect(invitation).toMatchObject({ company: null, accountType: "leader", status: "pending" });
  });

  it("mails a link to the sign-up page naming who invited them to what, and stores only a hash of the token", async () => {
    const email = newEmail();
    const response = await invite(cast.owner.cookie, {
      email: email.toUpperCase(),
      name: "Jordan",
      companyId: cast.companyId,
      message: "We would love you on the team.\nSee you Monday!",
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({
      email,
      name: "Jordan",
      accountType: "vendor",
      company: { id: cast.companyId },
      invitedBy: { id: cast.owner.id },
      message: "We would love you on the team.\nSee you Monday!",
      status: "pending",
    });
    expect(JSON.stringify(invitation)).not.toContain("token");
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const profile = (await profileOf(cast.owner.cookie)).json();
    const mail = await latestMail(email);
    expect(mail?.subject).toBe(`${profile.name} invited you to join ${profile.company.name} on Summit`);
    expect(mail?.text).toContain("Hello Jordan,");
    expect(mail?.text).toContain("> We would love you on the team.\n> See you Monday!");
    const token = await tokenMailedTo(email);
    expect(mail?.text).toContain(`http://localhost:3000/signup/invite?token=${token}`);
    const [row] = await invitationRows(email);
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("answers a platform admin the same sign-up link it mails, once, for copying; nobody else", async () => {
    const email = newEmail();
    const response = await invite(cast.platformAdmin.cookie, { email });
    expect(response.statusCode).toBe(201);
    const { link } = response.json() as { link: string };
    expect(link).toMatch(/\/signup\/invite\?token=[\w-]+$/);
    expect(link.endsWith(`token=${await tokenMailedTo(email)}`)).toBe(true);
    const listed = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/invitations`,
      cookie: cast.owner.cookie,
    });
    expect(listed.body).not.toContain("token=");
    const byOwner = await invite(cast.owner.cookie, { email: newEmail(), companyId: cast.companyId });
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.body).not.toContain("token");
  });

  it("refuses bad input with 400 and an unknown company with 404, writing nothing", async () => {
    const email = newEmail();
    const cases: [Record<string, unknown>, number][] = [
      [{ email: "not-an-email", companyId: cast.companyId }, 400],
      [{ email, companyId: "not-a-uuid" }, 400],
      [{ email, companyId: cast.companyId, message: "x".repeat(1001) }, 400],
      [{ email, companyId: cast.companyId, role: "CIO" }, 400],
      [{ email, companyId: randomUUID() }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await invite(cast.platformAdmin.cookie, payload);
      expect([payload, response.statusCode]).toEqual([payload, status]);
      expect(response.json().reason).toBe(status === 400 ? "Invalid" : "NotFound");
    }
    expect(await invitationRows(email)).toHaveLength(0);
    expect(await latestMail(email)).toBeNull();
  });

  it("answers 409 for an e-mail that already has an account, whatever its case", async () => {
    for (const email of [cast.member.email, cast.member.email.toUpperCase()]) {
      const response = await invite(cast.owner.cookie, { email, companyId: cast.companyId });
      expect(response.statusCode).toBe(409);
      expect(response.json().reason).toBe("AlreadyExists");
    }
    // A member without a company is not pulled into one by an invitation either.
    const response = await invite(cast.platformAdmin.cookie, { email: cast.member.email });
    expect(response.statusCode).toBe(409);
  });

  it("replaces the token and resends when the same e-mail is invited to the same company again", async () => {
    const email = newEmail();
    const first = await inviteOk(cast.owner, { email, companyId: cast.companyId });
    const firstToken = await tokenMailedTo(email);
    const second = await inviteOk(cast.admin, { email, companyId: cast.companyId, message: "Reminder" });
    const secondToken = await tokenMailedTo(email);

    expect(second.id).toBe(first.id);
    expect(secondToken).not.toBe(firstToken);
    expect(await invitationRows(email)).toHaveLength(1);
    expect((await details(firstToken)).statusCode).toBe(404);
    expect((await details(secondToken)).statusCode).toBe(200);
    const mails = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(2);

    // Another company is another invitation.
    await inviteOk(cast.otherAdmin, { email, companyId: cast.otherCompanyId });
    expect(await invitationRows(email)).toHaveLength(2);
  });

  it("invites leaders to a leaders' employer", async () => {
    const leader = await createUser(t, leaderSignUp());
    const created = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: leader.cookie,
      payload: { name: `Leader Bank ${randomUUID().slice(0, 6)}`, industry: "Banking" },
    });
    expect(created.statusCode).toBe(201);
    const invitation = await inviteOk(leader, { email: newEmail(), companyId: created.json().id });
    expect(invitation.accountType).toBe("leader");
  });

  it("counts open invitations against the seats of a vendor's plan", async () => {
    const starter = await createUser(t, vendorSignUp({ plan: "Starter" } as never));
    const companyId = await companyIdOf(t, starter);
    // Starter has 3 seats: the owner and two invitations take them.
    const kept = await inviteOk(starter, { email: newEmail(), companyId });
    await inviteOk(starter, { email: newEmail(), companyId });
    const full = await invite(starter.cookie, { email: newEmail(), companyId });
    expect(full.statusCode).toBe(422);
    expect(full.json().reason).toBe("Failure");
    expect(full.json().messages[0]).toContain("Starter plan has 3 seats");
    // Inviting someone already invited again takes no new seat.
    await inviteOk(starter, { email: kept.email, companyId });

    const revoked = await t.request({
      method: "DELETE",
      url: `/api/user/invite/${kept.id}`,
      cookie: starter.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    await inviteOk(starter, { email: newEmail(), companyId });
    // The message names the plan with more seats.
    expect(full.json().messages[0]).toContain("The Growth plan has 10 seats");
  });

  it("refuses the invited person when the seats went after the invitation was sent, and writes nothing", async () => {
    const starter = await createUser(t, vendorSignUp({ plan: "Starter" } as never));
    const companyId = await companyIdOf(t, starter);
    const invited = await inviteOk(starter, { email: newEmail(), companyId });
    const lowered = await t.request({
      method: "PUT",
      url: `/api/admin/companies/${companyId}/subscription`,
      cookie: cast.platformAdmin.cookie,
      payload: { seats: 1 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const response = await register({ token: await tokenMailedTo(invited.email) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().reason).toBe("Failure");
    expect(response.json().messages[0]).toContain("has no free seat on its Starter plan just now");
    expect(await userByEmail(invited.email)).toBeNull();
  });
});

describe("invitations in a burst", () => {
  it("sends sixteen at once from one admin, each with its mail, while health keeps answering", async () => {
    // Three times the test pool (5 connections): a request that held one connection while waiting
    // for another would stall them all until the pool's timeout.
    const enterprise = await createUser(t, vendorSignUp({ plan: "Enterprise" } as never));
    const companyId = await companyIdOf(t, enterprise);
    const emails = Array.from({ length: 16 }, () => newEmail("burst"));
    const [health, ...answers] = await Promise.all([
      t.request({ method: "GET", url: "/api/health" }),
      ...emails.map((email) => invite(enterprise.cookie, { email, companyId })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201));
    expect(health?.statusCode).toBe(200);
    for (const email of emails) expect(await latestMail(email)).not.toBeNull();
  });
});

describe("GET /api/companies/:id/invitations", () => {
  it("shows the company's admins its open invitations, expired ones marked, and nobody else", async () => {
    const pending = await inviteOk(cast.owner, { email: newEmail("pending"), companyId: cast.companyId });
    const expired = await inviteOk(cast.owner, { email: newEmail("expired"), companyId: cast.companyId });
    const withdrawn = await inviteOk(cast.owner, { email: newEmail("withdrawn"), companyId: cast.companyId });
    await inviteOk(cast.otherAdmin, { email: newEmail("elsewhere"), companyId: cast.otherCompanyId });
    await t.context.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    await t.request({ method: "DELETE", url: `/api/user/invite/${withdrawn.id}`, cookie: cast.owner.cookie });

    const expected: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 200,
      owner: 200,
      platformAdmin: 200,
    };
    for (const role of ROLES) {
      const response = await t.request({
        method: "GET",
        url: `/api/companies/${cast.companyId}/invitations`,
        cookie: cookieOf(cast, role),
      });
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
      if (response.statusCode === 200) {
        const items = response.json().items as { id: string; status: string }[];
        expect(items.map((item) => [item.id, item.status])).toEqual([
          [expired.id, "expired"],
          [pending.id, "pending"],
        ]);
      }
    }
    const unknown = await t.request({
      method: "GET",
      url: `/api/companies/${randomUUID()}/invitations`,
      cookie: cast.platformAdmin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("pages through the list with a cursor", async () => {
    for (let index = 0; index < 3; index++) {
      await inviteOk(cast.owner, { email: newEmail(`page${index}`), companyId: cast.companyId });
    }
    const url = `/api/companies/${cast.companyId}/invitations?limit=2`;
    const first = (await t.request({ method: "GET", url, cookie: cast.owner.cookie })).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await t.request({ method: "GET", url: `${url}&cursor=${first.nextCursor}`, cookie: cast.owner.cookie })
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });
});

describe("DELETE /api/user/invite/:id", () => {
  it("lets the sender, the company's admins and platform admins withdraw an invitation", async () => {
    const expected: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 204,
      owner: 204,
      platformAdmin: 204,
    };
    for (const role of ROLES) {
      const email = newEmail(role);
      const invitation = await inviteOk(cast.owner, { email, companyId: cast.companyId });
      const token = await tokenMailedTo(email);
      const response = await t.request({
        method: "DELETE",
        url: `/api/user/invite/${invitation.id}`,
        cookie: cookieOf(cast, role),
      });
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
      expect((await details(token)).statusCode).toBe(expected[role] === 204 ? 410 : 200);
    }
  });

  it("lets the platform admin who sent an invitation without a company withdraw it, twice without harm", async () => {
    const invitation = await inviteOk(cast.platformAdmin, { email: newEmail() });
    const url = `/api/user/invite/${invitation.id}`;
    expect((await t.request({ method: "DELETE", url, cookie: cast.owner.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url, cookie: cast.platformAdmin.cookie })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: "DELETE", url, cookie: cast.platformAdmin.cookie })).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for an unknown invitation and 422 for an accepted one", async () => {
    const unknown = await t.request({
      method: "DELETE",
      url: `/api/user/invite/${randomUUID()}`,
      cookie: cast.platformAdmin.cookie,
    });
    expect(unknown.statusCode).toBe(404);

    const email = newEmail();
    const invitation = await inviteOk(cast.owner, { email, companyId: cast.companyId });
    expect((await register({ token: await tokenMailedTo(email) })).statusCode).toBe(200);
    const accepted = await t.request({
      method: "DELETE",
      url: `/api/user/invite/${invitation.id}`,
      cookie: cast.owner.cookie,
    });
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().reason).toBe("Failure");
  });
});

describe("GET /api/auth/short-register", () => {
  it("tells the sign-up page who is invited, to what and by whom", async () => {
    const email = newEmail();
    await inviteOk(cast.owner, { email, name: "Jordan", companyId: cast.companyId, message: "Welcome!" });
    const response = await details(await tokenMailedTo(email));
    expect(response.statusCode).toBe(200);
    const owner = (await profileOf(cast.owner.cookie)).json();
    expect(response.json()).toEqual({
      email,
      name: "Jordan",
      accountType: "vendor",
      company: { id: cast.companyId, name: owner.company.name },
      invitedBy: { name: owner.name },
      message: "Welcome!",
      expiresAt: expect.any(String),
    });
  });

  it("answers 404 for an unknown token, 400 for none, and 410 for an expired, withdrawn or used one", async () => {
    expect((await details("no-such-token")).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/auth/short-register" })).statusCode).toBe(400);

    const expiredEmail = newEmail();
    const expired = await inviteOk(cast.owner, { email: expiredEmail, companyId: cast.companyId });
    await t.context.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const expiredAnswer = await details(await tokenMailedTo(expiredEmail));
    expect(expiredAnswer.statusCode).toBe(410);
    expect(expiredAnswer.json().messages[0]).toContain("expired");

    const usedEmail = newEmail();
    await inviteOk(cast.owner, { email: usedEmail, companyId: cast.companyId });
    const usedToken = await tokenMailedTo(usedEmail);
    expect((await register({ token: usedToken })).statusCode).toBe(200);
    const used = await details(usedToken);
    expect(used.statusCode).toBe(410);
    expect(used.json().messages[0]).toContain("already been used");
  });
});

describe("POST /api/auth/short-register", () => {
  it("opens a vendor's account in the invited company with its plan, industry and revenue band, signed in", async () => {
    const email = newEmail();
    await inviteOk(cast.admin, { email, companyId: cast.companyId });
    const response = await register({ token: await tokenMailedTo(email), name: "  Jordan Lee  " });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.json()).not.toHaveProperty("token");
    const cookie = response.cookies.find((c) => c.name === "summit.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    const owner = (await profileOf(cast.owner.cookie)).json();
    const profile = (await profileOf(sessionCookie(response))).json();
    expect(profile).toMatchObject({
      name: "Jordan Lee",
      email,
      accountType: "vendor",
      planName: owner.planName,
      jobTitle: "Solutions Engineer",
      industry: owner.industry,
      revenueBand: owner.revenueBand,
      company: { id: cast.companyId, privilege: null },
      pendingCompany: null,
    });

    const people = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/employees`,
      cookie: cast.member.cookie,
    });
    expect(people.json().items.map((person: { name: string }) => person.name)).toContain("Jordan Lee");
    const [row] = await invitationRows(email);
    expect(row?.acceptedAt).not.toBeNull();
    expect(row?.acceptedUserId).toBe(profile.id);

    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "a-good-long-password" },
    });
    expect(signIn.statusCode).toBe(200);
    // The invitation's link proved the address: nothing more to confirm.
    const mails = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("invited you")]);
  });

  it("asks a leader for their role, which sets the community, and writes nothing without it", async () => {
    const email = newEmail();
    await inviteOk(cast.platformAdmin, { email });
    const token = await tokenMailedTo(email);

    const withoutRole = await register({ token });
    expect(withoutRole.statusCode).toBe(400);
    expect(withoutRole.json().messages.join(" ")).toContain("role");
    expect(await userByEmail(email)).toBeNull();

    const unknownRole = await register({ token, role: "Chief Vibes Officer" });
    expect(unknownRole.statusCode).toBe(400);

    const response = await register({ token, role: "CISO" });
    expect(response.statusCode).toBe(200);
    const profile = (await profileOf(sessionCookie(response))).json();
    expect(profile).toMatchObject({
      accountType: "leader",
      hub: "ciso",
      planName: "Member",
      company: null,
      industry: null,
    });
  });

  it("refuses an unknown token with 400 and a weak password with 400, writing nothing", async () => {
    const unknown = await register({ token: "no-such-token" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBe("Invalid");
    expect(unknown.json().messages[0]).toContain("token");

    const email = newEmail();
    await inviteOk(cast.owner, { email, companyId: cast.companyId });
    const token = await tokenMailedTo(email);
    const weak = await register({ token, password: "too-short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages.join(" ")).toContain("password");
    expect(await userByEmail(email)).toBeNull();
    expect((await invitationRows(email))[0]?.acceptedAt).toBeNull();
    expect((await details(token)).statusCode).toBe(200);
  });

  it("refuses an expired or withdrawn token with 410, writing nothing", async () => {
    const expiredEmail = newEmail();
    const expired = await inviteOk(cast.owner, { email: expiredEmail, companyId: cast.companyId });
    await t.context.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const expiredAnswer = await register({ token: await tokenMailedTo(expiredEmail) });
    expect(expiredAnswer.statusCode).toBe(410);
    expect(expiredAnswer.json().reason).toBe("Invalid");
    expect(await userByEmail(expiredEmail)).toBeNull();

    const withdrawnEmail = newEmail();
    const withdrawn = await inviteOk(cast.owner, { email: withdrawnEmail, companyId: cast.companyId });
    await t.request({ method: "DELETE", url: `/api/user/invite/${withdrawn.id}`, cookie: cast.owner.cookie });
    expect((await register({ token: await tokenMailedTo(withdrawnEmail) })).statusCode).toBe(410);
    expect(await userByEmail(withdrawnEmail)).toBeNull();
  });

  it("works once: the same link again is 410 and changes nothing", async () => {
    const email = newEmail();
    await inviteOk(cast.owner, { email, companyId: cast.companyId });
    const token = await tokenMailedTo(email);
    expect((await register({ token })).statusCode).toBe(200);
    const again = await register({ token, name: "Someone Else", password: "another-long-password" });
    expect(again.statusCode).toBe(410);
    expect((await userByEmail(email))?.name).toBe("Jordan Invitee");
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "another-long-password" },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("is rate limited together with sign-up: the eleventh attempt in a minute from one address is 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await register({ token: `guess-${attempt}` }, "192.0.2.50")).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);

    const email = newEmail();
    await inviteOk(cast.owner, { email, companyId: cast.companyId });
    const blocked = await register({ token: await tokenMailedTo(email) }, "192.0.2.50");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().reason).toBe("Failure");
    expect(await userByEmail(email)).toBeNull();
  });

  it("does not let the sign-up form place itself in a company", async () => {
    const body = { ...leaderSignUp(), companyId: cast.companyId };
    const response = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.join(" ")).toContain("companyId");
    expect(await userByEmail(body.email)).toBeNull();
  });
});
