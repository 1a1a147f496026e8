// User settings (Account settings): time zone, community, e-mail digest and visibility, and the
// digest's one-click unsubscribe link, which works without a session because it carries a keyed
// token naming the member.
import { DEFAULT_HUB_ID, HubIdSchema } from "@common/hubs";
import type { UpdateUserSettingsInput, UserSettings } from "@common/member-settings";
import type { DigestFrequency } from "@common/notifications";
import { memberOfDigestToken } from "@server/features/notifications/digest-link";
import { findPreferences, upsertDigest } from "@server/features/notifications/notifications.repository";
import { DEFAULT_DIGEST } from "@server/features/notifications/notifications.service";
import { readVisibility } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { invalid, notFound } from "@server/platform/errors";
import { findSettingsRow, updateSettingsRow } from "./account-settings.repository";

async function readSettings(db: Executor, userId: string): Promise<UserSettings> {
  const [row, preferences] = await Promise.all([findSettingsRow(db, userId), findPreferences(db, userId)]);
  if (!row) throw notFound("Member");
  const hub = HubIdSchema.safeParse(row.hub);
  return {
    timeZone: row.timeZone,
    hub: hub.success ? hub.data : DEFAULT_HUB_ID,
    digest: (preferences.digest as DigestFrequency | null) ?? DEFAULT_DIGEST,
    visibility: readVisibility(row.visibility),
  };
}

export function userSettings(db: Database, user: SessionUser): Promise<UserSettings> {
  return readSettings(db, user.id);
}

/** Changes what the body names, all at once or nothing. */
export async function updateUserSettings(
  db: Database,
  user: SessionUser,
  input: UpdateUserSettingsInput,
): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    await updateSettingsRow(tx, user.id, {
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
      ...(input.hub !== undefined ? { hub: input.hub } : {}),
      ...(input.visibility !== undefined ? { profileVisibility: input.visibility } : {}),
    });
    if (input.digest) await upsertDigest(tx, user.id, input.digest);
    return readSettings(tx, user.id);
  });
}

/** Turns the digest off for the member the token names; any other token is refused. */
export async function unsubscribeFromDigest(db: Database, secret: string, token: string): Promise<void> {
  const userId = memberOfDigestToken(secret, token);
  if (!userId) {
    throw invalid("token: this unsubscribe link is not valid. Change the digest in your account settings.");
  }
  await db.transaction(async (tx) => {
    if (!(await findSettingsRow(tx, userId))) throw notFound("Member");
    await upsertDigest(tx, userId, "off");
  });
}
