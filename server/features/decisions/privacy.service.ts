// Rules for the privacy centre: a leader sees, pauses, withdraws and downloads their own
// contributions to decision insights; nobody else reaches them here.
import type { DecisionPrivacy } from "@common/decision-privacy";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { forbidden } from "@server/platform/errors";
import { stringify } from "csv-stringify/sync";
import { findMemberAccount } from "./member-account.repository";
import { deleteSignalsOf, listContributions, listSignalsOf, setInsightsPaused } from "./privacy.repository";

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
    contributing: account.pausedAt === null,
    pausedAt: account.pausedAt?.toISOString() ?? null,
    company:
      account.companyId && account.companyName ? { id: account.companyId, name: account.companyName } : null,
    contributions: await listContributions(db, user.id),
  };
}

/** Pausing stops new contributions at once (signals are not written); resuming starts them again. */
export async function setContributing(
  db: Database,
  user: SessionUser,
  contributing: boolean,
): Promise<DecisionPrivacy> {
  await requireLeader(db, user);
  await setInsightsPaused(db, user.id, !contributing);
  return privacyOverview(db, user);
}

/** Deletes every contribution the leader has made; what they do next still counts unless paused. */
export async function withdrawContributions(db: Database, user: SessionUser): Promise<{ withdrawn: number }> {
  await requireLeader(db, user);
  return { withdrawn: await deleteSignalsOf(db, user.id) };
}

const CSV_COLUMNS = ["time (UTC)", "intent type", "action", "points", "about", "about id"];

export async function contributionsCsv(db: Database, user: SessionUser): Promise<string> {
  await requireLeader(db, user);
  const rows = await listSignalsOf(db, user.id);
  return stringify([
    CSV_COLUMNS,
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.intentType,
      row.kind,
      String(row.points),
      row.subjectKind,
      row.subjectId,
    ]),
  ]);
}
