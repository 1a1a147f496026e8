import type { Auth } from "./platform/auth/auth";
import type { Config } from "./platform/config";
import type { Database } from "./platform/database/client";
import type { Jobs } from "./platform/jobs/jobs";
import type { Mailer } from "./platform/mail/mailer";
import type { Storage } from "./platform/storage/storage";

/** What every feature's routes are given: the platform pieces, built once per app. */
export interface AppContext {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  jobs: Jobs;
}
