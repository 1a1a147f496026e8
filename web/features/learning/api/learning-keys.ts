// Query keys of learning. Everything sits under ["learning"]: a lesson completed, a quiz passed or an
// enrolment changes a course's page, its lessons, the catalogue's progress bars and /progress at
// once, so those writes refresh the whole tree. A lesson sits under its course.

import type { HubId } from "@common/hubs";
import type { IntentType } from "@common/intent-types";
import type { CourseLength } from "@common/learning";

export interface CourseFilters {
  hub: HubId | null;
  intentType: IntentType | null;
  /** "summit" or a company id. */
  author: string | null;
  length: CourseLength | null;
  search: string;
}

export const learningKeys = {
  all: ["learning"] as const,
  catalogue: (filters: CourseFilters) => ["learning", "catalogue", filters] as const,
  course: (courseId: string) => ["learning", "course", courseId] as const,
  lesson: (courseId: string, lessonId: string) =>
    ["learning", "course", courseId, "lesson", lessonId] as const,
  progress: ["learning", "progress"] as const,
  /** A certificate as each viewer saw it: only its holder sees a hidden certificate. */
  certificates: (certificateId: string) => ["learning", "certificate", certificateId] as const,
  certificate: (certificateId: string, viewer: string) =>
    ["learning", "certificate", certificateId, viewer] as const,
  /** The name of the company a catalogue's address filters by: apart, as no learning changes it. */
  author: (companyId: string) => ["course-author", companyId] as const,
};
