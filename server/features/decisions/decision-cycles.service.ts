// Rules for decision cycles: leaders declare, change and close their own; a cycle is read by its
// leader, and by the vendors it is shared with by name; everyone else is told it does not exist.
import {
  type CloseDecisionCycleInput,
  type CreateDecisionCycleInput,
  CYCLE_TIMELINE_QUARTERS_AHEAD,
  type CycleVisibility,
  type DecisionCycle,
  type DecisionCycleHistory,
  quarterIndex,
  quarterOf,
  type UpdateDecisionCycleInput,
} from "@common/decision-cycles";
import { highlightCycle } from "@server/features/insights/highlights.repository";
import { recordSignal } from "@server/features/signals/signals.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { failure, forbidden, invalid, notFound } from "@server/platform/errors";
import { type CycleView, toDecisionCycle } from "./decision-cycles.presenter";
import {
  type CycleChange,
  type CycleRow,
  findCompanyIds,
  findCycle,
  insertCycle,
  insertCycleChanges,
  listCycleChanges,
  listCyclesNamedFor,
  listCycleVendors,
  listLeaderCycles,
  lockOwnCycle,
  replaceCycleVendors,
  updateCycle,
} from "./decision-cycles.repository";
import { findMemberAccount } from "./member-account.repository";

const FIELDS = ["budgetBand", "timeline", "peopleInvolved", "needs"] as const;

/** A timeline from this quarter to CYCLE_TIMELINE_QUARTERS_AHEAD quarters ahead. */
function checkTimeline(timeline: string): void {
  const offset = quarterIndex(timeline) - quarterIndex(quarterOf(new Date()));
  if (offset < 0) throw invalid("timeline must be this quarter or a later one");
  if (offset > CYCLE_TIMELINE_QUARTERS_AHEAD) {
    throw invalid(`timeline must be at most ${CYCLE_TIMELINE_QUARTERS_AHEAD} quarters ahead`);
  }
}

/**
 * Named vendors go with "named" sharing only, and must be companies other than the leader's;
 * sharing with matched vendors, as the company's need, takes a company.
 */
async function checkSharing(
  db: Executor,
  visibility: CycleVisibility,
  vendorIds: readonly string[],
  ownCompanyId: string | null,
): Promise<void> {
  if (visibility === "matched" && !ownCompanyId) {
    throw invalid("visibility: sharing as your company's need takes a company on your profile");
  }
  if (visibility === "named" && vendorIds.length === 0) {
    throw invalid("vendorIds: name at least one vendor to share the cycle with by name");
  }
  if (visibility !== "named" && vendorIds.length > 0) {
    throw invalid("vendorIds: vendors are named only when the cycle is shared by name");
  }
  if (ownCompanyId && vendorIds.includes(ownCompanyId)) {
    throw invalid("vendorIds: your own company is not a vendor to share with");
  }
  const known = await findCompanyIds(db, vendorIds);
  if (known.length !== vendorIds.length) throw invalid("vendorIds: no such vendor");
}

/**
 * A cycle shows interest in its intent type once, when it is first shared (sharedAt is set in the
 * same change), and is then a highlight for the vendors it is shared with; a private one tells no
 * one, and a paused leader's makes no signal at all (and its highlight stays hidden).
 */
async function recordFirstShare(db: Executor, user: SessionUser, cycleId: string, intentType: string) {
  await recordSignal(db, user, "decisionCycleDeclared", {
    kind: "decision-cycle",
    id: cycleId,
    intentTypes: [intentType],
  });
  await highlightCycle(db, cycleId, { kind: "cycleShared" });
}

/** Who else may see a cycle is the leader's business: vendors' views never load its vendors. */
async function present(db: Executor, rows: CycleRow[], view: CycleView): Promise<DecisionCycle[]> {
  const vendors =
    view === "leader"
      ? await listCycleVendors(
          db,
          rows.map((row) => row.id),
        )
      : [];
  return rows.map((row) =>
    toDecisionCycle(
      row,
      vendors.filter((vendor) => vendor.cycleId === row.id).map(({ id, name }) => ({ id, name })),
      view,
    ),
  );
}

async function presentOne(db: Executor, cycleId: string): Promise<DecisionCycle> {
  const row = await findCycle(db, cycleId);
  if (!row) throw notFound("Decision cycle");
  return toDecisionCycle(row, await listCycleVendors(db, [cycleId]), "leader");
}

/** The leader's own open cycle, locked for a change; 404 for anyone else's, 422 once closed. */
async function ownOpenCycle(db: Executor, user: SessionUser, cycleId: string): Promise<CycleRow> {
  const row = await lockOwnCycle(db, cycleId, user.id);
  if (!row) throw notFound("Decision cycle");
  if (row.status !== "open") throw failure("This decision cycle is closed: it can no longer change.");
  return row;
}

export async function declareCycle(
  db: Database,
  user: SessionUser,
  input: CreateDecisionCycleInput,
): Promise<DecisionCycle> {
  const account = await findMemberAccount(db, user.id);
  if (account?.accountType !== "leader") throw forbidden("Only leaders declare decision cycles.");
  checkTimeline(input.timeline);
  return db.transaction(async (tx) => {
    await checkSharing(tx, input.visibility, input.vendorIds, account.companyId);
    const { vendorIds, ...values } = input;
    const shared = input.visibility !== "private";
    const cycleId = await insertCycle(tx, {
      ...values,
      userId: user.id,
      companyId: account.companyId,
      sharedAt: shared ? new Date() : null,
    });
    await replaceCycleVendors(tx, cycleId, vendorIds);
    await insertCycleChanges(tx, cycleId, [{ kind: "declared", fromValue: null, toValue: input.stage }]);
    if (shared) await recordFirstShare(tx, user, cycleId, input.intentType);
    return presentOne(tx, cycleId);
  });
}

export async function changeCycle(
  db: Database,
  user: SessionUser,
  cycleId: string,
  input: UpdateDecisionCycleInput,
): Promise<DecisionCycle> {
  return db.transaction(async (tx) => {
    const row = await ownOpenCycle(tx, user, cycleId);
    const vendorsBefore = (await listCycleVendors(tx, [cycleId])).map((vendor) => vendor.id);
    const visibility = input.visibility ?? (row.visibility as CycleVisibility);
    const vendorIds =
      input.vendorIds ?? (input.visibility && input.visibility !== "named" ? [] : vendorsBefore);
    if (input.timeline !== undefined && input.timeline !== row.timeline) checkTimeline(input.timeline);
    // Sharing is checked when it changes: a stage move still works once a named vendor is gone.
    if (input.visibility !== undefined || input.vendorIds !== undefined) {
      await checkSharing(tx, visibility, vendorIds, row.companyId);
    }

    const changes: CycleChange[] = [];
    if (input.stage && input.stage !== row.stage) {
      changes.push({ kind: "stage", fromValue: row.stage, toValue: input.stage });
    }
    const edited = FIELDS.filter((field) => input[field] !== undefined && input[field] !== row[field]);
    if (edited.length > 0) changes.push({ kind: "edited", fromValue: null, toValue: edited.join(", ") });
    const sameVendors =
      vendorIds.length === vendorsBefore.length && vendorIds.every((id) => vendorsBefore.includes(id));
    if (visibility !== row.visibility || !sameVendors) {
      changes.push({ kind: "sharing", fromValue: row.visibility, toValue: visibility });
    }
    if (changes.length === 0) return presentOne(tx, cycleId);

    const { vendorIds: _vendorIds, ...values } = input;
    const firstShare = visibility !== "private" && row.sharedAt === null;
    await updateCycle(tx, cycleId, {
      ...values,
      visibility,
      ...(firstShare ? { sharedAt: new Date() } : {}),
    });
    if (!sameVendors) await replaceCycleVendors(tx, cycleId, vendorIds);
    await insertCycleChanges(tx, cycleId, changes);
    if (firstShare) {
      await recordFirstShare(tx, user, cycleId, row.intentType);
    } else if (input.stage && input.stage !== row.stage && visibility !== "private") {
      await highlightCycle(tx, cycleId, { kind: "stageChanged", previousStage: row.stage });
    }
    return presentOne(tx, cycleId);
  });
}

export async function closeCycle(
  db: Database,
  user: SessionUser,
  cycleId: string,
  input: CloseDecisionCycleInput,
): Promise<DecisionCycle> {
  return db.transaction(async (tx) => {
    await ownOpenCycle(tx, user, cycleId);
    await updateCycle(tx, cycleId, { status: input.outcome, closedAt: new Date() });
    await insertCycleChanges(tx, cycleId, [{ kind: "closed", fromValue: "open", toValue: input.outcome }]);
    return presentOne(tx, cycleId);
  });
}

export async function cycleHistory(
  db: Database,
  user: SessionUser,
  cycleId: string,
): Promise<DecisionCycleHistory> {
  const row = await findCycle(db, cycleId);
  if (!row || row.userId !== user.id) throw notFound("Decision cycle");
  const changes = await listCycleChanges(db, cycleId);
  return {
    items: changes.map((change) => ({
      id: change.id,
      kind: change.kind as DecisionCycleHistory["items"][number]["kind"],
      from: change.fromValue,
      to: change.toValue,
      at: change.createdAt.toISOString(),
    })),
  };
}

/**
 * A leader's cycles: all of them for the leader; for a vendor, those shared with their company by
 * name. Anyone else, or a vendor with nothing shared, is answered 404: whether a leader has cycles
 * is the leader's business.
 */
export async function leaderCycles(db: Database, user: SessionUser, leaderId: string) {
  if (user.id === leaderId)
    return { items: await present(db, await listLeaderCycles(db, leaderId), "leader") };
  const account = await findMemberAccount(db, user.id);
  const shared =
    account?.accountType === "vendor" && account.companyId
      ? await listCyclesNamedFor(db, leaderId, account.companyId)
      : [];
  if (shared.length === 0) throw notFound("Decision cycles");
  return { items: await present(db, shared, "named vendor") };
}
