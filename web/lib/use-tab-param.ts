import { useSearchParams } from "react-router";

/**
 * The open tab of a page with tabs, kept in the address as ?tab= so that it can be linked and
 * survives a reload; other parameters of the address stay as they are.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabParam(searchParams, tabs, fallback);
  const setTab = (next: T) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("tab", next);
        return params;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** The tab an address opens, for a route's loader to start what that tab shows. */
export function tabParam<T extends string>(
  searchParams: URLSearchParams,
  tabs: readonly T[],
  fallback: T,
): T {
  const value = searchParams.get("tab");
  return tabs.find((candidate) => candidate === value) ?? fallback;
}
