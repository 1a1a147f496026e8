import { useSearchParams } from "react-router";

/**
 * The open tab of a page with tabs, kept in the address as ?tab= so that it can be linked and
 * survives a reload; other parameters of the address stay as they are.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get("tab");
  const tab = tabs.find((candidate) => candidate === value) ?? fallback;
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
