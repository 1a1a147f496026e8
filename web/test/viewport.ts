// happy-dom applies CSS media queries, so the layout follows the window's width as in a browser.
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 360, height: 740 };

export function setViewport(viewport: { width: number; height: number }): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport(viewport);
}
