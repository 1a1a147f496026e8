/** "https://www.northwind.example/about" -> "northwind.example/about": short enough to read in a line. */
export function websiteLabel(website: string): string {
  try {
    const url = new URL(website);
    const path = url.pathname === "/" ? "" : url.pathname;
    return `${url.hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return website;
  }
}
