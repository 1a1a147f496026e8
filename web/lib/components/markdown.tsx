// Member-written Markdown, rendered safely: raw HTML is dropped (never parsed), URLs go through
// react-markdown's safe-protocol filter, links open with rel="noopener nofollow", and only
// Summit's own images are shown: any other image becomes a link, so that no reader's browser
// asks another host for it (a tracking pixel) and none shows broken under the page's
// Content-Security-Policy.

import { FILES_URL_PREFIX } from "@common/uploads";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { createContext, type ReactNode, useContext } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { VisuallyHidden } from "./visually-hidden";

/** Set inside a link: an image there that is not shown becomes text, as a link cannot hold a link. */
const InsideLink = createContext(false);

const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} rel="noopener nofollow" target="_blank">
      <InsideLink value={true}>{children}</InsideLink>
    </Link>
  ),
  // Member text never gets page-level headings: the page owns h1 and h2.
  h1: ({ children }) => <Heading level={3}>{children}</Heading>,
  h2: ({ children }) => <Heading level={4}>{children}</Heading>,
  h3: ({ children }) => <Heading level={5}>{children}</Heading>,
  img: ({ src, alt }) => <MarkdownImage src={typeof src === "string" ? src : ""} alt={alt ?? ""} />,
};

/** A file Summit serves itself: same origin, under /api/files/. */
function isSummitFile(src: string): boolean {
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith(FILES_URL_PREFIX);
  } catch {
    return false;
  }
}

function MarkdownImage({ src, alt }: { src: string; alt: string }) {
  const insideLink = useContext(InsideLink);
  if (src !== "" && isSummitFile(src)) {
    return (
      <Box component="img" src={src} alt={alt} loading="lazy" sx={{ maxWidth: "100%", height: "auto" }} />
    );
  }
  // An address the safe-protocol filter emptied (javascript:, data:) is not offered as a link.
  const label = alt || src;
  if (!label) return null;
  const marked = (
    <>
      <ImageOutlined fontSize="inherit" aria-hidden sx={{ verticalAlign: "-0.125em", mr: 0.5 }} />
      {label}
      <VisuallyHidden> (image)</VisuallyHidden>
    </>
  );
  if (src === "" || insideLink) return <span>{marked}</span>;
  return (
    <Link href={src} rel="noopener nofollow" target="_blank">
      {marked}
    </Link>
  );
}

function Heading({ level, children }: { level: 3 | 4 | 5; children?: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}

export function Markdown({ children }: { children: string }) {
  return (
    <Box
      sx={{
        overflowWrap: "anywhere",
        "& > :first-of-type": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p": { my: 1 },
        "& h3, & h4, & h5": { mt: 2, mb: 1, fontSize: "1rem", fontWeight: 600 },
        "& pre": { overflowX: "auto", p: 1, bgcolor: "action.hover", borderRadius: 1 },
        "& blockquote": { m: 0, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
        "& table": { borderCollapse: "collapse", display: "block", overflowX: "auto" },
        "& th, & td": { border: 1, borderColor: "divider", p: 0.5 },
      }}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
