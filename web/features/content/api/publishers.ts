// Who the signed-in member may publish as: platform admins as Summit (and for their own company),
// company admins for their company. The server decides again on every write.
import { useProfile } from "@web/lib/profile";

export interface Publisher {
  /** The company published for; null publishes as Summit. */
  companyId: string | null;
  name: string;
}

export function usePublishers(): Publisher[] {
  const profile = useProfile();
  const me = profile.data;
  if (!me) return [];
  const publishers: Publisher[] = me.isPlatformAdmin ? [{ companyId: null, name: "Summit" }] : [];
  if (me.company && (me.company.privilege || me.isPlatformAdmin)) {
    publishers.push({ companyId: me.company.id, name: me.company.name });
  }
  return publishers;
}
