// What one person may see of another's photo, job title and company (User settings, visibility):
// every read path that shows another member asks here before it answers. The member themself and
// platform admins see everything.
import {
  DEFAULT_PROFILE_VISIBILITY,
  type ProfileVisibility,
  ProfileVisibilitySchema,
  type VisibleField,
} from "@common/member-settings";
import type { SessionUser } from "@server/platform/auth/session";

/** Who is looking: a signed-in member, or null for a visitor. */
export type Viewer = Pick<SessionUser, "id" | "isPlatformAdmin"> | null;

export type ShownFields = Record<VisibleField, boolean>;

const EVERYTHING: ShownFields = { photo: true, jobTitle: true, company: true };

/** A stored setting as read back from SQL; anything unreadable counts as the defaults. */
export function readVisibility(value: unknown): ProfileVisibility {
  const parsed = ProfileVisibilitySchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_PROFILE_VISIBILITY;
}

/** Which of the person's fields the viewer may see. */
export function shownFields(viewer: Viewer, personId: string, visibility: unknown): ShownFields {
  if (viewer && (viewer.id === personId || viewer.isPlatformAdmin)) return EVERYTHING;
  const setting = readVisibility(visibility);
  const audience = viewer ? "members" : "visitors";
  return {
    photo: setting.photo[audience],
    jobTitle: setting.jobTitle[audience],
    company: setting.company[audience],
  };
}

/** A person's card with what the viewer may not see emptied. */
export function visiblePerson<T extends { photoUrl: string | null; jobTitle: string | null }>(
  viewer: Viewer,
  personId: string,
  visibility: unknown,
  person: T,
): T {
  const shown = shownFields(viewer, personId, visibility);
  return {
    ...person,
    photoUrl: shown.photo ? person.photoUrl : null,
    jobTitle: shown.jobTitle ? person.jobTitle : null,
  };
}
