// Communities (hubs). The eight signup roles come first in their signup order; the last four are
// not offered at signup and display as CDO (DESIGN.md section 7). The list without its schema, so
// that the first page can show it without loading zod (common/hubs.ts re-exports it).
export const HUBS = [
  { id: "cdo", name: "CDO/Data", signupOrder: 1, displayName: "CDO/Data" },
  { id: "cio", name: "CIO", signupOrder: 2, displayName: "CIO" },
  { id: "ciso", name: "CISO", signupOrder: 3, displayName: "CISO" },
  { id: "cfo", name: "Finance/CFO", signupOrder: 4, displayName: "Finance/CFO" },
  { id: "csco", name: "CSCO & CPO", signupOrder: 5, displayName: "CSCO & CPO" },
  { id: "chro", name: "CHRO", signupOrder: 6, displayName: "CHRO" },
  { id: "cco", name: "CCO", signupOrder: 7, displayName: "CCO" },
  { id: "devops", name: "DevOps", signupOrder: 8, displayName: "DevOps" },
  { id: "ai", name: "AI", signupOrder: null, displayName: "CDO" },
  { id: "contact-centre", name: "Contact Centre", signupOrder: null, displayName: "CDO" },
  { id: "hybrid-workplace", name: "Hybrid Workplace", signupOrder: null, displayName: "CDO" },
  { id: "field-service", name: "Field Service", signupOrder: null, displayName: "CDO" },
] as const;

export type Hub = (typeof HUBS)[number];
export type HubId = Hub["id"];

export const HUB_IDS = HUBS.map((hub) => hub.id) as [HubId, ...HubId[]];

/** The roles offered at signup, in their order; each one sets the leader's hub. */
export const SIGNUP_ROLES = HUBS.filter((hub) => hub.signupOrder !== null).sort(
  (a, b) => (a.signupOrder ?? 0) - (b.signupOrder ?? 0),
);
export type SignupRoleName = Extract<Hub, { signupOrder: number }>["name"];
export const SIGNUP_ROLE_NAMES = SIGNUP_ROLES.map((role) => role.name) as [
  SignupRoleName,
  ...SignupRoleName[],
];

export function hubForSignupRole(roleName: string): Hub | undefined {
  return SIGNUP_ROLES.find((role) => role.name === roleName);
}

export function findHub(id: string | null | undefined): Hub | undefined {
  return HUBS.find((hub) => hub.id === id);
}

/** The hub new vendors and visitors see until they pick one. */
export const DEFAULT_HUB_ID: HubId = "cio";

/** Name of the cookie that holds the selected community. */
export const COMMUNITY_COOKIE = "community";
