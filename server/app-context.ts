import type { Registry } from "prom-client";
import type { BillingSettings } from "./features/billing/billing-provider";
import type { Auth } from "./platform/auth/auth";
import type { SessionReader } from "./platform/auth/session";
import type { Config } from "./platform/config";
import type { Database } from "./platform/database/client";
import type { Lifecycle } from "./platform/http/lifecycle";
import type { Jobs } from "./platform/jobs/jobs";
import type { Mailer } from "./platform/mail/mailer";
import type { Realtime } from "./platform/realtime/realtime";
import type { Storage } from "./platform/storage/storage";

/** What every feature's routes are given: the platform pieces, built once per app. */
export interface AppContext {
  config: Config;
  db: Database;
  auth: Auth;
  /** Who is calling: every route asks this, not better-auth. */
  sessions: SessionReader;
  mailer: Mailer;
  storage: Storage;
  jobs: Jobs;
  /** Messages between app instances (LISTEN/NOTIFY); started and stopped with the app. */
  realtime: Realtime;
  /** How subscriptions are billed: the card provider, if any, and the invoices' tax. */
  billing: BillingSettings;
  /** Prometheus metrics of this instance; features add their own gauges. */
  metrics: Registry;
  /** Whether this instance is stopping (draining before a restart). */
  lifecycle: Lifecycle;
}
