import { useEffect, useRef } from "react";

/** Calls `onVisible` when the element scrolls into view (within a screen's height of it). */
export function useWhenVisible<T extends Element>(onVisible: () => void, active: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
