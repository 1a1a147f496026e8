// How company pages write sizes, counts and dates.
const sizeFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** 1536 -> "1.5 KB"; files on Summit are at most hundreds of megabytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(bytes / (1024 * 1024 * 1024))} GB`;
}

const countFormat = new Intl.NumberFormat("en");

/** 1200 -> "1,200". */
export function formatNumber(value: number): string {
  return countFormat.format(value);
}

/** 1 -> "1 follower", 1200 -> "1,200 followers". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

const dateFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
