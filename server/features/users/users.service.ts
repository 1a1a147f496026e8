// Rules for removing accounts (DESIGN.md section 1: operators remove users). Platform admins delete
// anyone; a member may delete only their own account. All or nothing: unknown ids are 404, and a
// company would never be left without an owner by accident: that is 422 naming the companies,
// unless the caller asks to hand each one over to its longest-serving remaining admin (or, with no
// admin left, its longest-standing remaining person; with nobody left it keeps no owner, and
// platform admins still manage it).
import { FILES_URL_PREFIX } from "@common/uploads";
import type { DeletedUsers, DeleteUsersInput } from "@common/users";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { upsertAdmin } from "@server/features/company-admins/company-admins.repository";
import { queueMembersRecount } from "@server/features/performance/performance.jobs";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { AppError, forbidden, invalid, notFound } from "@server/platform/errors";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Storage } from "@server/platform/storage/storage";
import {
  deleteUserRows,
  findCompaniesLosingEveryOwner,
  findSuccessor,
  lockCompaniesOwnedBy,
  lockUsers,
} from "./users.repository";

export interface UserDeletionDeps {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  /** Where a profile photo that could not be removed from storage is reported. */
  warn: (details: object, message: string) => void;
}

/** Who deleted the accounts, for the audit log: set when a platform admin deletes other people. */
interface DeletionAudit {
  actor: SessionUser;
  origin: AuditOrigin;
  action: "user.deleted" | "users.deleted";
}

/** DELETE /api/user/:id: a platform admin deletes anyone, a member only themself. */
export async function deleteUser(
  deps: UserDeletionDeps,
  actor: SessionUser,
  origin: AuditOrigin,
  userId: string,
  handOverOwnership: boolean,
): Promise<DeletedUsers> {
  if (userId === actor.id) return deleteAccounts(deps, [userId], handOverOwnership, null);
  if (!actor.isPlatformAdmin) throw forbidden("You can delete only your own account.");
  return deleteAccounts(deps, [userId], handOverOwnership, { actor, origin, action: "user.deleted" });
}

/** POST /api/user/delete-bulk-users: platform admins only, and never their own account by accident. */
export async function deleteUsersInBulk(
  deps: UserDeletionDeps,
  actor: SessionUser,
  origin: AuditOrigin,
  input: DeleteUsersInput,
): Promise<DeletedUsers> {
  if (!actor.isPlatformAdmin) throw forbidden("Only platform admins can delete other members.");
  if (input.userIds.includes(actor.id)) {
    throw invalid(
      "userIds: your own account is in the list; delete it on its own with DELETE /api/user/{id}.",
    );
  }
  return deleteAccounts(deps, input.userIds, input.handOverOwnership, {
    actor,
    origin,
    action: "users.deleted",
  });
}

async function deleteAccounts(
  { db, storage, jobs, warn }: UserDeletionDeps,
  userIds: string[],
  handOverOwnership: boolean,
  audit: DeletionAudit | null,
): Promise<DeletedUsers> {
  const ids = [...new Set(userIds)];
  const { result, photos } = await db.transaction(async (tx) => {
    const found = await lockUsers(tx, ids);
    const missing = ids.filter((id) => !found.some((user) => user.id === id));
    if (missing.length) throw notFound(`User ${missing.join(", ")}`);

    await lockCompaniesOwnedBy(tx, ids);
    const ownerless = await findCompaniesLosingEveryOwner(tx, ids);
    if (ownerless.length && !handOverOwnership) {
      throw new AppError(422, "Failure", [
        "These companies would be left without an owner. Make someone else an owner first, or send handOverOwnership to hand each one to its longest-serving remaining admin:",
        ...ownerless.map((company) => `${company.name} (${company.id})`),
      ]);
    }
    const handedOver: DeletedUsers["handedOver"] = [];
    for (const company of ownerless) {
      const successor = await findSuccessor(tx, company.id, ids);
      if (successor) await upsertAdmin(tx, company.id, successor, "owner");
      handedOver.push({ companyId: company.id, companyName: company.name, newOwnerId: successor });
    }
    // Erasure reaches what vendors' figures counted of these people: their accounts leave the
    // days they engaged on (the rows themselves go with the people).
    await queueMembersRecount(jobs, tx, ids, { withdraw: true });
    await deleteUserRows(tx, ids);
    if (audit) {
      const [only] = found;
      await recordAdminAction(tx, audit.actor, audit.origin, {
        action: audit.action,
        target: {
          kind: "user",
          ids,
          label: found.length === 1 && only ? only.email : `${found.length} accounts`,
        },
        before: { accounts: found.map(({ id, email, name }) => ({ id, email, name })) },
        after: handedOver.length ? { handedOver } : null,
      });
    }
    return {
      result: { deletedIds: ids, handedOver },
      photos: found.flatMap((user) => (user.image?.startsWith(FILES_URL_PREFIX) ? [user.image] : [])),
    };
  });

  // Files are removed once the rows are gone for good; a file left behind is reported, not fatal.
  await Promise.all(
    photos.map((photo) =>
      storage.delete(photo.slice(FILES_URL_PREFIX.length)).catch((error: unknown) => {
        warn({ err: error, photo }, "a deleted member's profile photo could not be removed");
      }),
    ),
  );
  return result;
}
