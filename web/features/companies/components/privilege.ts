import type { CompanyPrivilege } from "@common/profile";

export const PRIVILEGE_LABELS: Record<CompanyPrivilege, string> = { owner: "Owner", admin: "Admin" };

export function privilegeLabel(privilege: CompanyPrivilege): string {
  return PRIVILEGE_LABELS[privilege];
}
