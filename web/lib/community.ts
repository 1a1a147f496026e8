// The selected community (hub) lives in the `community` cookie (spec section 4) so that the server
// and every tab see the same choice.
import { COMMUNITY_COOKIE, DEFAULT_HUB_ID, findHub, type HubId } from "@common/hub-list";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCommunityCookie(): HubId | undefined {
  for (const part of document.cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COMMUNITY_COOKIE) return findHub(decodeURIComponent(value.join("=")))?.id;
  }
  return undefined;
}

/** The community to show: the one chosen in this browser, else the member's hub, else the default. */
export function selectedCommunity(profileHub?: HubId | null): HubId {
  return readCommunityCookie() ?? profileHub ?? DEFAULT_HUB_ID;
}

export function writeCommunityCookie(hubId: HubId): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${COMMUNITY_COOKIE}=${encodeURIComponent(hubId)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
