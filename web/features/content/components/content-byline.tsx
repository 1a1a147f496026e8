import type { ContentItem } from "@common/content";
import Avatar from "@mui/material/Avatar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatCount, formatDate } from "@web/lib/format";
import { publisherName } from "./content-format";

/** "Northwind Analytics" -> "NA". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase();
}

interface ContentBylineProps {
  item: ContentItem;
  /** Lists leave out the view count; the item's own page shows it. */
  showViews?: boolean;
}

/** Who published an item, who wrote it, and when. */
export function ContentByline({ item, showViews = false }: ContentBylineProps) {
  const publisher = publisherName(item);
  const author = item.author
    ? [item.author.name, item.author.jobTitle].filter((part): part is string => Boolean(part)).join(", ")
    : null;
  const facts = [
    formatDate(item.publishedAt),
    ...(showViews ? [formatCount(item.viewCount, "view", "views")] : []),
  ];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={item.company?.logoUrl ?? undefined}
        alt=""
        aria-hidden="true"
        sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: "primary.main" }}
      >
        {initials(publisher)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {publisher}
          {author && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${author}`}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.join(" · ")}
        </Typography>
      </div>
    </Stack>
  );
}
