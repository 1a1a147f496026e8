// Failed sign-ins counted in PostgreSQL, so that every app instance sees the same counts, at three
// levels. One account tried from one address backs off quickly: the person guessing waits, and
// nobody else does. One account tried from many addresses backs off too, later, so that a
// distributed guess is slowed without letting one stranger lock a member out. One address
// failing across many accounts has a budget large enough for an office behind one address and
// small enough to stop spraying; IPv6 addresses count by their /64, which one client usually
// holds whole. Nothing here depends on whether the e-mail has an account, so the answers cannot
// tell.

import type { Database } from "@server/platform/database/client";
import ipaddr from "ipaddr.js";
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

/**
 * From the `failures`-th failure on, sign-ins wait `firstWaitMs`, twice as long after each further
 * failure, at most `longestWaitMs`. The count starts again `forgetAfterMs` after the last failure
 * or the end of its wait, whichever is later.
 */
export interface BackOff {
  failures: number;
  firstWaitMs: number;
  longestWaitMs: number;
  forgetAfterMs: number;
}

export const SIGN_IN_LIMITS = {
  /** One e-mail from one address. */
  pair: { failures: 5, firstWaitMs: 30 * SECOND, longestWaitMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /** One e-mail from every address together. */
  account: { failures: 25, firstWaitMs: 30 * SECOND, longestWaitMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /** At most `failures` failed sign-ins from one client address (an IPv6 /64) in a window of `windowMs`. */
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

/** The next count after one more failure under a back-off that doubles. */
export function afterBackOffFailure(count: FailureCount, now: Date, limits: BackOff): FailureCount {
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

/** What an address counts as: itself, an IPv4-mapped IPv6 address as IPv4, other IPv6 by /64. */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}

/** The counters a check touches: at most one per scope. */
function keysOf(check: PasswordCheck): FailureKey[] {
  const email = normaliseEmail(check.email);
  const keys: FailureKey[] = [{ scope: "account", subject: email }];
  if (check.address) {
    const address = addressGroup(check.address);
    keys.push({ scope: "pair", subject: `${address} ${email}` }, { scope: "address", subject: address });
  }
  return keys;
}

function afterFailure(key: FailureKey, count: FailureCount, now: Date): FailureCount {
  if (key.scope === "address") return afterAddressFailure(count, now);
  return afterBackOffFailure(count, now, SIGN_IN_LIMITS[key.scope]);
}

const thresholdOf = (key: FailureKey) => SIGN_IN_LIMITS[key.scope].failures;

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
        const next = counts.map((count, index) => {
          const key = keys[index];
          return key ? afterFailure(key, count, now) : null;
        });
        return { result: null, next };
      });
    },
    async settle(check, outcome) {
      if (outcome === "failed") return;
      for (const key of keysOf(check)) {
        // The right password clears what this e-mail failed; the address keeps its budget.
        if (outcome === "succeeded" && key.scope !== "address") await forgetFailures(db, key);
        else await takeBackFailure(db, key, thresholdOf(key));
      }
    },
  };
}

/** "30 seconds", "1 minute", "15 minutes": a Retry-After for people. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
