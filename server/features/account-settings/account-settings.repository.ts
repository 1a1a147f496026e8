// SQL for a member's user settings: the columns on their user row.
import type { ProfileVisibility } from "@common/member-settings";
import { forgetPerson } from "@server/features/people/people-cache";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { eq } from "drizzle-orm";

export async function findSettingsRow(db: Executor, userId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone, hub: users.hub, visibility: users.profileVisibility })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateSettingsRow(
  db: Executor,
  userId: string,
  values: { timeZone?: string; hub?: string; profileVisibility?: ProfileVisibility },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Cards other members read are kept a minute per instance; this one shows the change at once.
  forgetPerson(userId);
}
