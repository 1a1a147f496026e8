// Anchors of the marketing home's sections; the logged-out bar's menus link to them.
export const HOME_SECTIONS = {
  forLeaders: "for-end-users",
  forVendors: "for-technology-vendors",
  missionVision: "mission-and-vision",
  resources: "resources",
  team: "the-team",
  life: "life-at-summit",
} as const;
