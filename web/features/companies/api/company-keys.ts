// Query keys of the company pages. Everything about one company sits under ["company", id], so a
// write can refresh that company alone; lists that show many companies sit under ["companies"].
import { type Session, useSession } from "@web/lib/session";

export const companyKeys = {
  /** Every directory page, whatever its search and filters. */
  directory: ["companies", "directory"] as const,
  filters: ["companies", "filters"] as const,
  /** The profile as each viewer saw it. */
  profiles: (companyId: string) => ["company", companyId, "profile"] as const,
  profile: (companyId: string, viewer: string) => ["company", companyId, "profile", viewer] as const,
  products: (companyId: string) => ["company", companyId, "products"] as const,
  capabilities: (companyId: string) => ["company", companyId, "capabilities"] as const,
  matchPoints: (companyId: string) => ["company", companyId, "match-points"] as const,
  employees: (companyId: string) => ["company", companyId, "employees"] as const,
  /** Under ["posts"] with every other list of posts, so that a like or an edit reaches them all. */
  posts: (companyId: string, list: "posts" | "spotlight") => ["posts", "company", companyId, list] as const,
  resources: (companyId: string) => ["company", companyId, "resources"] as const,
  admins: (companyId: string) => ["company", companyId, "admins"] as const,
  adminRequests: (companyId: string) => ["company", companyId, "admin-requests"] as const,
  membershipRequests: (companyId: string) => ["company", companyId, "membership-requests"] as const,
};

const VISITOR = "visitor";

/**
 * Who is looking, for the keys of answers that depend on it (a company's viewer fields, the
 * directory that shows visitors public pages only): signing in must not reuse a visitor's answer.
 * Undefined while the session is still being checked.
 */
export function useViewerKey(): string | undefined {
  const session = useSession();
  if (session.isPending) return undefined;
  return viewerKeyOf(session.data);
}

export function viewerKeyOf(session: Session | null | undefined): string {
  return session?.user.id ?? VISITOR;
}
