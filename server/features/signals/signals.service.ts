// Records what a member did that shows interest in an intent type (DESIGN.md section 7).
import { SIGNAL_WEIGHTS, type SignalKind } from "@common/signals";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { companyInterestFor, insertSignals } from "./signals.repository";

export interface SignalSubject {
  kind: string;
  id: string;
  intentTypes: readonly string[];
}

/** `oncePerDay` counts the subject once a UTC day, for views a member repeats by coming back. */
export async function recordSignal(
  db: Executor,
  user: SessionUser,
  kind: SignalKind,
  subject: SignalSubject,
  options: { oncePerDay?: boolean } = {},
): Promise<void> {
  await recordSignalFor(db, user.id, kind, subject, options);
}

/** For what someone else saw a member do, such as a host checking them in to a session. */
export async function recordSignalFor(
  db: Executor,
  userId: string,
  kind: SignalKind,
  subject: SignalSubject,
  options: { oncePerDay?: boolean } = {},
): Promise<void> {
  await insertSignals(db, {
    userId,
    intentTypes: subject.intentTypes,
    kind,
    weight: SIGNAL_WEIGHTS[kind],
    subjectKind: subject.kind,
    subjectId: subject.id,
    oncePerDay: options.oncePerDay,
  });
}

/**
 * A leader opened a company's profile or one of its products: interest in what the company sells
 * (its match points), counted once a day per page. A leader's own employer's pages count nothing.
 */
export async function recordCompanyPageView(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  page: { kind: "company" | "product"; id: string },
): Promise<void> {
  if (!user) return;
  const intentTypes = await companyInterestFor(db, user.id, companyId);
  if (intentTypes.length === 0) return;
  await insertSignals(db, {
    userId: user.id,
    intentTypes,
    kind: "companyPageView",
    weight: SIGNAL_WEIGHTS.companyPageView,
    subjectKind: page.kind,
    subjectId: page.id,
    oncePerDay: true,
  });
}
