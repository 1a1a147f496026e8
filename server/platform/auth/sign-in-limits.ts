// Failed sign-ins counted per account and per client address, in PostgreSQL so that every app
// instance sees the same counts. An account backs off after a few failures wherever they come
// from; an address has a budget large enough for an office behind one address and small enough to
// stop one client trying passwords across many accounts. Nothing here depends on whether the
// e-mail has an account, so the answers cannot tell.
import type { Database } from "../database/client";
import {
  deleteForgottenFailures,
  type FailureCount,
  type FailureKey,
  forgetFailures,
  takeBackFailure,
  updateFailureCounts,
} from "./sign-in-limits.repository";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_LIMITS = {
  /**
   * From the `failures`-th failure for one e-mail on, sign-ins wait `firstWaitMs`, twice as long
   * after each further failure, at most `longestWaitMs`. The count starts again `forgetAfterMs`
   * after the last failure or the end of its wait, whichever is later.
   */
  account: { failures: 5, firstWaitMs: 30 * SECOND, longestWaitMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /** At most `failures` failed sign-ins from one client address in a window of `windowMs`. */
  address: { failures: 50, windowMs: 15 * MINUTE },
} as const;

/** How often an instance deletes counters whose failures are forgotten. */
const CLEANUP_INTERVAL_MS = MINUTE;

/** A password check: sign-in, or a signed-in member's change of password. */
export interface PasswordCheck {
  email: string;
  /** The client address (the HTTP bridge's `request.ip`); null for the server's own calls. */
  address: string | null;
}

/**
 * `failed`: the password was wrong. `succeeded`: it was right (also when sign-in then asks to
 * confirm the address first). `unchecked`: the request ended before any password was compared.
 */
export type PasswordCheckOutcome = "failed" | "succeeded" | "unchecked";

export interface SignInLimits {
  /**
   * Counts the check as a failure until it is settled, so that simultaneous guesses cannot all slip
   * past one count; or, when the account or the address must wait, answers how long (seconds) and
   * counts nothing.
   */
  begin(check: PasswordCheck): Promise<{ retryAfterSeconds: number } | null>;
  settle(check: PasswordCheck, outcome: PasswordCheckOutcome): Promise<void>;
}

/** The same account however the e-mail was typed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The next count after one more failure for an account: a back-off that doubles. */
export function afterAccountFailure(count: FailureCount, now: Date): FailureCount {
  const limits = SIGN_IN_LIMITS.account;
  const failures = count.resetAt <= now ? 1 : count.failures + 1;
  const waitMs =
    failures < limits.failures
      ? 0
      : Math.min(limits.firstWaitMs * 2 ** (failures - limits.failures), limits.longestWaitMs);
  const blockedUntil = waitMs ? new Date(now.getTime() + waitMs) : null;
  return {
    failures,
    blockedUntil,
    resetAt: new Date((blockedUntil ?? now).getTime() + limits.forgetAfterMs),
  };
}

/** The next count after one more failure from an address: a budget per fixed window. */
export function afterAddressFailure(count: FailureCount, now: Date): FailureCount {
  const limits = SIGN_IN_LIMITS.address;
  const fresh = count.resetAt <= now;
  const failures = fresh ? 1 : count.failures + 1;
  const resetAt = fresh ? new Date(now.getTime() + limits.windowMs) : count.resetAt;
  return { failures, resetAt, blockedUntil: failures >= limits.failures ? resetAt : null };
}

const waitMsOf = (count: FailureCount, now: Date) =>
  count.blockedUntil ? Math.max(0, count.blockedUntil.getTime() - now.getTime()) : 0;

function keysOf(check: PasswordCheck): FailureKey[] {
  const account: FailureKey = { scope: "account", subject: normaliseEmail(check.email) };
  return check.address ? [account, { scope: "address", subject: check.address }] : [account];
}

export function createSignInLimits(db: Database): SignInLimits {
  let lastCleanup = 0;
  return {
    async begin(check) {
      if (Date.now() - lastCleanup > CLEANUP_INTERVAL_MS) {
        lastCleanup = Date.now();
        await deleteForgottenFailures(db);
      }
      const keys = keysOf(check);
      return updateFailureCounts(db, keys, (counts, now) => {
        const waitMs = Math.max(...counts.map((count) => waitMsOf(count, now)));
        if (waitMs > 0) return { result: { retryAfterSeconds: Math.ceil(waitMs / SECOND) }, next: [] };
        const next = counts.map((count, index) =>
          keys[index]?.scope === "account"
            ? afterAccountFailure(count, now)
            : afterAddressFailure(count, now),
        );
        return { result: null, next };
      });
    },
    async settle(check, outcome) {
      if (outcome === "failed") return;
      const [account, address] = keysOf(check);
      if (!account) return;
      if (outcome === "succeeded") await forgetFailures(db, account);
      else await takeBackFailure(db, account, SIGN_IN_LIMITS.account.failures);
      if (address) await takeBackFailure(db, address, SIGN_IN_LIMITS.address.failures);
    },
  };
}

/** "30 seconds", "1 minute", "15 minutes": a Retry-After for people. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
