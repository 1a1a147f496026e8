import { type MouseEvent, useId, useState } from "react";

/**
 * The wiring between a bar button and the menu it opens. The menu is placed inside the bar's
 * header, so that it belongs to the banner landmark rather than floating outside every landmark.
 */
export function useBarMenu() {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    close,
    buttonProps: {
      id: buttonId,
      "aria-haspopup": "menu" as const,
      "aria-controls": open ? menuId : undefined,
      "aria-expanded": open ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: close,
      container: anchor?.closest("header") ?? undefined,
      slotProps: { list: { "aria-labelledby": buttonId } },
    },
  };
}
