// Suspending a member (platform admins): their sessions end at once and sign-in is refused until
// they are restored.
import { z } from "zod";

export const SuspensionSchema = z
  .object({
    userId: z.string(),
    /** When the member was suspended; null once restored. */
    suspendedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Suspension" });
export type Suspension = z.infer<typeof SuspensionSchema>;
