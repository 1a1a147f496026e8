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
import { recordSignalOnce } from "@server/features/signals/signals.service";
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
  lockCycle,
  replaceCycleVendors,
  updateCycle,
} from "./decision-cycles.repository";
import { findMemberAccount } from "./match-points.repository";

const FIELDS = ["budgetBand", "timeline", "peopleInvolved", "needs"] as const;

/** A timeline from this quarter to CYCLE_TIMELINE_QUARTERS_AHEAD quarters ahead. */
function checkTimeline(timeline: string): void {
  const offset = quarterIndex(timeline) - quarterIndex(quarterOf(new Date()));
  if (offset < 0) throw invalid("timeline must be this quarter or a later one");
  if (offset > CYCLE_TIMELINE_QUARTERS_AHEAD) {
    throw invalid(`timeline must be at most ${CYCLE_TIMELINE_QUARTERS_AHEAD} quarters ahead`);
  }
}

/** Named vendors go with "named" sharing only, and must be companies other than the leader's. */
async function checkSharing(
  db: Executor,
  visibility: CycleVisibility,
  vendorIds: readonly string[],
  ownCompanyId: string | null,
): Promise<void> {
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

/** A shared cycle shows interest in its intent type, once per cycle; a private one tells no one. */
async function recordDeclared(db: Executor, user: SessionUser, cycleId: string, intentType: string) {
  await recordSignalOnce(db, user, "decisionCycleDeclared", {
    kind: "decision-cycle",
    id: cycleId,
    intentTypes: [intentType],
  });
}

async function present(db: Executor, rows: CycleRow[], view: CycleView): Promise<DecisionCycle[]> {
  const vendors = await listCycleVendors(
    db,
    rows.map((row) => row.id),
  );
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
  const [cycle] = await present(db, [row], "leader");
  if (!cycle) throw notFound("Decision cycle");
  return cycle;
}

/** The leader's own open cycle, locked for a change; 404 for anyone else's, 422 once closed. */
async function ownOpenCycle(db: Executor, user: SessionUser, cycleId: string): Promise<CycleRow> {
  const row = (await lockCycle(db, cycleId)) ? await findCycle(db, cycleId) : undefined;
  if (!row || row.userId !== user.id) throw notFound("Decision cycle");
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
    const cycleId = await insertCycle(tx, { ...values, userId: user.id, companyId: account.companyId });
    await replaceCycleVendors(tx, cycleId, vendorIds);
    await insertCycleChanges(tx, cycleId, [{ kind: "declared", fromValue: null, toValue: input.stage }]);
    if (input.visibility !== "private") await recordDeclared(tx, user, cycleId, input.intentType);
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
    await checkSharing(tx, visibility, vendorIds, row.companyId);

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
    await updateCycle(tx, cycleId, { ...values, visibility });
    if (!sameVendors) await replaceCycleVendors(tx, cycleId, vendorIds);
    await insertCycleChanges(tx, cycleId, changes);
    if (visibility !== "private") await recordDeclared(tx, user, cycleId, row.intentType);
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
