// Rules for the privacy centre: a leader sees, pauses, withdraws and downloads their own
// contributions to decision insights; nobody else reaches them here.
import type { DecisionPrivacy } from "@common/decision-privacy";
import { deleteHighlightsOf } from "@server/features/insights/highlights.repository";
import { queueLeaderRecount } from "@server/features/insights/insights.jobs";
import { queueMembersRecount } from "@server/features/performance/performance.jobs";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { forbidden } from "@server/platform/errors";
import { toCsv } from "@server/platform/http/csv";
import type { Jobs } from "@server/platform/jobs/jobs";
import { findMemberAccount } from "./member-account.repository";
import {
  deleteSignalsOf,
  listContributions,
  listSignalsOf,
  setContributing as storeContributing,
} from "./privacy.repository";

async function requireLeader(db: Executor, user: SessionUser) {
  const account = await findMemberAccount(db, user.id);
  if (account?.accountType !== "leader") {
    throw forbidden("Only leaders contribute to decision insights.");
  }
  return account;
}

export async function privacyOverview(db: Database, user: SessionUser): Promise<DecisionPrivacy> {
  const account = await requireLeader(db, user);
  return {
    contributing: account.consentedAt !== null && account.pausedAt === null,
    answered: account.consentedAt !== null || account.pausedAt !== null,
    consentedAt: account.consentedAt?.toISOString() ?? null,
    pausedAt: account.pausedAt?.toISOString() ?? null,
    company:
      account.companyId && account.companyName ? { id: account.companyId, name: account.companyName } : null,
    contributions: await listContributions(db, user.id),
  };
}

/**
 * Agreeing starts contributions (until then none are kept); pausing stops new ones at once (signals
 * are not written) and hides past ones until the leader resumes.
 */
export async function setContributing(
  db: Database,
  jobs: Jobs,
  user: SessionUser,
  contributing: boolean,
): Promise<DecisionPrivacy> {
  await requireLeader(db, user);
  // A pause also hides what the leader contributed before it, until they resume.
  await db.transaction(async (tx) => {
    await storeContributing(tx, user.id, contributing);
    await queueLeaderRecount(jobs, tx, user.id);
    await queueMembersRecount(jobs, tx, [user.id], { withdraw: false });
  });
  return privacyOverview(db, user);
}

/**
 * Deletes every contribution the leader has made, and the highlights their actions made; the
 * accounts they counted towards are counted again. What they do next still counts unless paused.
 */
export async function withdrawContributions(
  db: Database,
  jobs: Jobs,
  user: SessionUser,
): Promise<{ withdrawn: number }> {
  await requireLeader(db, user);
  return db.transaction(async (tx) => {
    await queueLeaderRecount(jobs, tx, user.id);
    await queueMembersRecount(jobs, tx, [user.id], { withdraw: true });
    await deleteHighlightsOf(tx, user.id);
    return { withdrawn: await deleteSignalsOf(tx, user.id) };
  });
}

const CSV_COLUMNS = ["time (UTC)", "intent type", "action", "points", "about", "about id"];

export async function contributionsCsv(db: Database, user: SessionUser): Promise<string> {
  await requireLeader(db, user);
  const rows = await listSignalsOf(db, user.id);
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.intentType,
      row.kind,
      String(row.points),
      row.subjectKind,
      row.subjectId,
    ]),
  );
}
