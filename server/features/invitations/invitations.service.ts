// Rules for invitations. Platform admins invite anyone, with or without a company; a company's
// admins and owners invite people to their own company only. An invitation opens a new account:
// an e-mail that already has one is refused (409), since nobody may move an existing member into a
// company on their behalf. The account type follows the company (vendors' companies invite vendors,
// leaders' employers invite leaders; no company means a leader), and a vendor company's invitations
// count against its plan's seats.
import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_HUB_ID, hubForSignupRole } from "@common/hubs";
import {
  type CreatedInvitation,
  type CreateInvitationInput,
  INVITATION_SIGN_UP_PATH,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationDetails,
  type InvitationPage,
  type InvitationStatus,
  type ShortRegisterInput,
} from "@common/invitations";
import type { PageQuery } from "@common/pagination";
import { type AccountType, LEADER_PLAN, VENDOR_PLANS } from "@common/plans";
import { findCompanyPrivilege } from "@server/features/companies/companies.repository";
import { requireCompanyAdmin } from "@server/features/companies/company-access";
import { lockCompany } from "@server/features/company-admins/company-admins.repository";
import { whereToGetMore } from "@server/features/plans/plans.repository";
import { type Auth, type InvitedAccount, signUpByInvitation } from "@server/platform/auth/auth";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { AppError, alreadyExists, failure, forbidden, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { Mail, Mailer } from "@server/platform/mail/mailer";
import { z } from "zod";
import {
  type CompanyContext,
  countSeatsTaken,
  findCompanyContext,
  findInvitation,
  findInvitationByTokenHash,
  findUserIdByEmail,
  findUserName,
  type InvitationView,
  insertInvitation,
  invitationKey,
  listOpenInvitations,
  lockInvitationsTo,
  lockOpenInvitation,
  markInvitationAccepted,
  renewInvitation,
  revokeInvitation,
} from "./invitations.repository";

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  /** PUBLIC_URL: links in e-mails point there. */
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const InvitationCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

/** 410: the link was real but can no longer be used. */
const gone = (message: string) => new AppError(410, "Invalid", [message]);

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function statusOf(invitation: InvitationView["invitation"], now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt <= now ? "expired" : "pending";
}

const toAccountType = (value: string): AccountType => (value === "vendor" ? "vendor" : "leader");

function toInvitation(view: InvitationView): Invitation {
  const { invitation } = view;
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    accountType: toAccountType(invitation.accountType),
    company:
      invitation.companyId && view.companyName ? { id: invitation.companyId, name: view.companyName } : null,
    invitedBy:
      invitation.invitedBy && view.inviterName ? { id: invitation.invitedBy, name: view.inviterName } : null,
    message: invitation.message,
    status: statusOf(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

const expiryFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

interface InvitationMailInput {
  to: string;
  name: string | null;
  inviterName: string;
  companyName: string | null;
  accountType: AccountType;
  message: string | null;
  link: string;
  expiresAt: Date;
}

export function invitationMail(input: InvitationMailInput): Mail {
  const where = input.companyName ? `${input.companyName} on Summit` : "Summit";
  const asWhat = input.companyName ? ` as one of its people` : "";
  const asks =
    input.accountType === "leader"
      ? "your name, job title, role and a password"
      : "your name, job title and a password";
  const lines = [
    `Hello${input.name ? ` ${input.name}` : ""},`,
    "",
    `${input.inviterName} invited you to join ${where}${asWhat}. Summit is where senior technology leaders and the vendors who serve them meet, learn and decide.`,
  ];
  if (input.message)
    lines.push("", `${input.inviterName} wrote:`, ...input.message.split("\n").map((line) => `> ${line}`));
  lines.push(
    "",
    `Open this link to create your account; it asks only for ${asks}. It works until ${expiryFormat.format(input.expiresAt)}:`,
    "",
    input.link,
    "",
    "If you did not expect this invitation, ignore this e-mail: no account is created unless you use the link.",
    "",
  );
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to join ${where}`,
    text: lines.join("\n"),
  };
}

function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${INVITATION_SIGN_UP_PATH}?token=${token}`;
}

/**
 * Each person linked to a vendor's company, and each invitation still open, takes one of its
 * subscription's seats; a vendor's company without a live subscription has none to give.
 */
async function checkSeats(
  tx: Executor,
  company: CompanyContext,
  email: string,
  asker: "inviter" | "invitee" = "inviter",
): Promise<void> {
  if (!company.vendorPlan) return;
  const { subscription } = company;
  if (!subscription) {
    throw failure(
      `${company.name} has no plan, so it has no seats to fill: an owner chooses a plan under Account, Billing & Subscription.`,
    );
  }
  const { seats } = subscription;
  if (seats === null) return;
  if ((await countSeatsTaken(tx, company.id, email)) < seats) return;
  if (asker === "invitee") {
    throw failure(
      `${company.name} has no free seat on its ${subscription.planName} plan just now. Ask the person who invited you to free a seat or move to a larger plan, then open the link again.`,
    );
  }
  const more = await whereToGetMore(
    tx,
    (plan) => plan.seats === null || plan.seats > seats,
    (plan) => (plan.seats === null ? "has unlimited seats" : `has ${plan.seats} seats`),
  );
  throw failure(
    `${company.name}'s ${subscription.planName} plan has ${seats} seats, and each one is taken or invited. Revoke an invitation or remove someone from the company first. ${more}`,
  );
}

/**
 * Invites someone by e-mail; inviting the same e-mail to the same place again replaces the token
 * (the old link stops working), renews the expiry and sends the e-mail again.
 */
export async function inviteUser(
  { db, mailer, publicUrl }: InvitationDeps,
  user: SessionUser,
  input: CreateInvitationInput,
): Promise<CreatedInvitation> {
  const email = input.email.toLowerCase();
  const companyId = input.companyId ?? null;
  if (companyId) await requireCompanyAdmin(db, user, companyId);
  else if (!user.isPlatformAdmin) {
    throw forbidden("Invite people to your company: only platform admins invite people without one.");
  }
  if (await findUserIdByEmail(db, email)) {
    throw alreadyExists(
      `${email} already has a Summit account. Invitations open new accounts; they cannot move an existing member into a company.`,
    );
  }

  const token = randomBytes(32).toString("base64url");
  const id = await db.transaction(async (tx) => {
    // Locked so that two admins inviting at the same moment cannot both take the last seat.
    if (companyId && !(await lockCompany(tx, companyId))) throw notFound("Company");
    await lockInvitationsTo(tx, email);
    const company = companyId ? await findCompanyContext(tx, companyId) : null;
    if (company) await checkSeats(tx, company, email);
    const inviter = (await findUserName(tx, user.id)) ?? "A Summit member";
    const values = {
      name: input.name || null,
      accountType: company?.vendorPlan ? ("vendor" as const) : ("leader" as const),
      invitedBy: user.id,
      message: input.message || null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    };
    const open = await lockOpenInvitation(tx, email, companyId);
    let invitationId: string;
    if (open) {
      await renewInvitation(tx, open.id, values);
      invitationId = open.id;
    } else {
      invitationId = await insertInvitation(tx, { ...values, email, companyId });
    }
    // Queued on the transaction: the invitation and its mail commit together, or neither does.
    await mailer.send(
      invitationMail({
        to: email,
        name: values.name,
        inviterName: inviter,
        companyName: company?.name ?? null,
        accountType: values.accountType,
        message: values.message,
        link: invitationLink(publicUrl, token),
        expiresAt: values.expiresAt,
      }),
      tx,
    );
    return invitationId;
  });
  const created = await findInvitation(db, id);
  if (!created) throw notFound("Invitation");
  const invitation = toInvitation(created);
  return user.isPlatformAdmin ? { ...invitation, link: invitationLink(publicUrl, token) } : invitation;
}

export async function companyInvitations(
  db: Database,
  user: SessionUser,
  companyId: string,
  query: PageQuery,
): Promise<InvitationPage> {
  await requireCompanyAdmin(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, InvitationCursor) : undefined;
  const rows = await listOpenInvitations(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(rows, query.limit, toInvitation, invitationKey);
}

/**
 * Withdraws an invitation, so its link stops working: its sender, the admins of its company and
 * platform admins may. 401, then 404, then 403; revoking twice is fine, an accepted one is 422.
 */
export async function revokeInvitationById(
  db: Database,
  user: SessionUser,
  invitationId: string,
): Promise<void> {
  const view = await findInvitation(db, invitationId);
  if (!view) throw notFound("Invitation");
  const { invitation } = view;
  const allowed =
    user.isPlatformAdmin ||
    invitation.invitedBy === user.id ||
    (invitation.companyId !== null &&
      (await findCompanyPrivilege(db, invitation.companyId, user.id)) !== null);
  if (!allowed)
    throw forbidden("Only the person who sent the invitation and the company's admins can withdraw it.");
  if (invitation.acceptedAt) throw failure("This invitation has already been accepted.");
  if (invitation.revokedAt) return;
  if (!(await revokeInvitation(db, invitationId))) {
    const now = await findInvitation(db, invitationId);
    if (now?.invitation.acceptedAt) throw failure("This invitation has already been accepted.");
  }
}

/** The invitation behind a token, if its link still works; `unknown` answers an unknown token. */
async function usableInvitation(
  db: Executor,
  token: string,
  unknown: () => AppError,
): Promise<InvitationView> {
  const view = await findInvitationByTokenHash(db, hashToken(token));
  if (!view) throw unknown();
  const { invitation } = view;
  if (invitation.acceptedAt || view.emailHasAccount) {
    throw gone(`This invitation has already been used. Sign in with ${invitation.email}.`);
  }
  if (invitation.revokedAt) {
    throw gone("This invitation has been withdrawn. Ask the person who invited you to send a new one.");
  }
  if (invitation.expiresAt <= new Date()) {
    const who = view.inviterName ?? "the person who invited you";
    throw gone(`This invitation has expired. Ask ${who} to invite you again.`);
  }
  return view;
}

const UNKNOWN_LINK =
  "This invitation link is not valid. Check that you opened the whole link from the e-mail.";

/** What the sign-up page shows: who is invited, to what, by whom. 404 unknown, 410 used, withdrawn or expired. */
export async function invitationDetails(db: Database, token: string): Promise<InvitationDetails> {
  const unknown = () => new AppError(404, "NotFound", [UNKNOWN_LINK]);
  const { invitation, companyName, inviterName } = await usableInvitation(db, token, unknown);
  return {
    email: invitation.email,
    name: invitation.name,
    accountType: toAccountType(invitation.accountType),
    company: invitation.companyId && companyName ? { id: invitation.companyId, name: companyName } : null,
    invitedBy: inviterName ? { name: inviterName } : null,
    message: invitation.message,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The account an invitation opens: the company's plan, industry and revenue band; the leader's hub from their role. */
async function invitedAccount(
  db: Executor,
  view: InvitationView,
  role: string | undefined,
): Promise<InvitedAccount> {
  const { invitation } = view;
  const accountType = toAccountType(invitation.accountType);
  const company = invitation.companyId ? await findCompanyContext(db, invitation.companyId) : null;
  // Seats may have gone since the invitation was sent (a downgrade, an operator's change).
  if (company) await checkSeats(db, company, invitation.email, "invitee");
  const base = {
    email: invitation.email,
    industry: company?.industry ?? null,
    revenueBand: company?.revenueBand ?? null,
    companyId: company?.id ?? null,
  };
  if (accountType === "vendor") {
    return {
      ...base,
      accountType,
      hub: DEFAULT_HUB_ID,
      planName: company?.subscription?.planName ?? company?.vendorPlan ?? VENDOR_PLANS[0],
    };
  }
  const hub = role ? hubForSignupRole(role) : undefined;
  if (!hub) throw invalid("role: choose your role; it decides your community.");
  return { ...base, accountType, hub: hub.id, planName: LEADER_PLAN };
}

export interface ShortRegisterDeps {
  db: Database;
  auth: Auth;
  /** Where a failure after the account exists is reported; the person is signed in regardless. */
  warn: (details: object, message: string) => void;
}

/**
 * Opens the invited account through better-auth's sign-up (same password hashing and rate limit
 * as the sign-up form; the link proved the address, so the account is confirmed and signed in at
 * once) and marks the invitation accepted. The invitation is checked
 * after the rate limit and before anything is written: an unknown token is 400, a used, withdrawn
 * or expired one 410. Answers better-auth's response for the HTTP bridge to send.
 */
export async function shortRegister(
  { db, auth, warn }: ShortRegisterDeps,
  from: Request,
  input: ShortRegisterInput,
): Promise<Response> {
  let invitationId: string | undefined;
  const response = await signUpByInvitation(auth, from, {
    name: input.name,
    jobTitle: input.jobTitle,
    password: input.password,
    resolve: async () => {
      const view = await usableInvitation(db, input.token, () => invalid(`token: ${UNKNOWN_LINK}`));
      invitationId = view.invitation.id;
      return invitedAccount(db, view, input.role);
    },
  });
  if (response.ok && invitationId) {
    // The account exists from here on, so its e-mail already makes the invitation count as used;
    // recording who accepted it must not cost the person their session.
    try {
      const body = (await response.clone().json()) as { user?: { id?: unknown } };
      if (typeof body.user?.id === "string") await markInvitationAccepted(db, invitationId, body.user.id);
    } catch (error) {
      warn({ err: error, invitationId }, "an accepted invitation could not be marked as accepted");
    }
  }
  return response;
}
