// The member's own profile: reading it (with the customer-matching rule of spec section 4),
// changing it, the photo, and the steps that complete a sign-up.

import { DEFAULT_HUB_ID, HubIdSchema } from "@common/hubs";
import type { Profile, UpdateProfileInput } from "@common/profile";
import { FILES_URL_PREFIX, fileUrl } from "@common/uploads";
import { startTrial } from "@server/features/billing/billing.service";
import {
  addCompanyAdmin,
  findCompanyByName,
  insertCompany,
  requestMembership,
  setUserCompany,
} from "@server/features/companies/companies.repository";
import {
  checkImageSize,
  decodeImage,
  imageError,
  whileDecoding,
} from "@server/features/uploads/image-decoding";
import type { Database, Executor } from "@server/platform/database/client";
import { AppError, notFound } from "@server/platform/errors";
import { newStorageKey, type Storage } from "@server/platform/storage/storage";
import { fileTypeFromBuffer } from "file-type";
import {
  findCustomerByEmail,
  findProfileRow,
  lockUser,
  type ProfileRow,
  updateUser,
} from "./profile.repository";

export const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const PHOTO_SIZE_PX = 512;

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  let row = await findProfileRow(db, userId);
  if (!row) throw notFound("Profile");
  // A sign-up whose company step did not finish (it runs after the user row is committed) or a
  // profile without a customer is completed here; both steps are idempotent.
  if (row.user.signupCompanyName) {
    await completeSignup(db, userId);
    row = await findProfileRow(db, userId);
  } else if (!row.user.customerId && (await db.transaction((tx) => matchCustomer(tx, userId)))) {
    row = await findProfileRow(db, userId);
  }
  if (!row) throw notFound("Profile");
  return toProfile(row);
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  await updateUser(db, userId, input);
  return getProfile(db, userId);
}

export async function setProfilePhoto(
  db: Database,
  storage: Storage,
  userId: string,
  upload: Buffer,
): Promise<Profile> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !PHOTO_TYPES.has(type.mime)) {
    throw new AppError(415, "Invalid", ["The photo must be a JPEG, PNG or WebP image."]);
  }
  await checkImageSize(upload, { noun: "photo" });
  let photo: Buffer;
  try {
    photo = await whileDecoding(() =>
      decodeImage(upload).rotate().resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: "cover" }).webp().toBuffer(),
    );
  } catch (error) {
    throw imageError(error, "photo");
  }
  const key = newStorageKey("photos", "webp");
  await storage.put(key, photo);
  const previous = await findProfileRow(db, userId);
  try {
    await updateUser(db, userId, { image: fileUrl(key) });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const previousImage = previous?.user.image;
  if (previousImage?.startsWith(FILES_URL_PREFIX))
    await storage.delete(previousImage.slice(FILES_URL_PREFIX.length));
  return getProfile(db, userId);
}

/**
 * Runs once the user row exists: a vendor's company is created with them as owner, trying the plan
 * they chose (billing), or, when a company of that name exists, they ask its owners to join; then
 * the customer is matched.
 */
export async function completeSignup(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return;
    const companyName = user.signupCompanyName;
    if (user.accountType === "vendor" && companyName && !user.companyId) {
      const created = await insertCompany(tx, {
        name: companyName,
        industry: user.industry,
        revenueBand: user.revenueBand,
      });
      if (created) {
        await addCompanyAdmin(tx, created.id, userId, "owner");
        await setUserCompany(tx, userId, created.id);
        await startTrial(tx, created.id, user.planName, userId);
      } else {
        const existing = await findCompanyByName(tx, companyName);
        if (existing) await requestMembership(tx, existing.id, userId);
      }
      await updateUser(tx, userId, { signupCompanyName: null });
    }
    await matchCustomer(tx, userId);
  });
}

/** At each sign-in: a member without a customer meets one written since they last came. */
export async function matchCustomerAtSignIn(db: Database, userId: string): Promise<void> {
  await db.transaction((tx) => matchCustomer(tx, userId));
}

/**
 * Spec section 4: a profile without a customer is matched to the customer with the same e-mail,
 * which is attached, and its memberData and planName are copied into the profile when absent.
 * Returns whether a customer was attached.
 */
export async function matchCustomer(tx: Executor, userId: string): Promise<boolean> {
  const user = await lockUser(tx, userId);
  if (!user || user.customerId) return false;
  const customer = await findCustomerByEmail(tx, user.email);
  if (!customer) return false;
  await updateUser(tx, userId, {
    customerId: customer.id,
    planName: user.planName ?? customer.planName,
    memberData: user.memberData ?? customer.memberData,
  });
  return true;
}

function toProfile(row: ProfileRow): Profile {
  const { user } = row;
  const hub = HubIdSchema.safeParse(user.hub);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photoUrl: user.image,
    accountType: user.accountType === "vendor" ? "vendor" : "leader",
    hub: hub.success ? hub.data : DEFAULT_HUB_ID,
    planName: user.planName,
    jobTitle: user.jobTitle,
    industry: user.industry,
    revenueBand: user.revenueBand,
    company: row.company
      ? {
          ...row.company,
          privilege: row.privilege === "owner" || row.privilege === "admin" ? row.privilege : null,
        }
      : null,
    pendingCompany: row.pendingCompany,
    customer: row.customer,
    memberData: user.memberData,
    isPlatformAdmin: user.isPlatformAdmin,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
}
