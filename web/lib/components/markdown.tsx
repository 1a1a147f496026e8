// Member-written Markdown, rendered safely: raw HTML is dropped (never parsed), URLs go through
// react-markdown's safe-protocol filter, and links open with rel="noopener nofollow".
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} rel="noopener nofollow" target="_blank">
      {children}
    </Link>
  ),
  // Member text never gets page-level headings: the page owns h1 and h2.
  h1: ({ children }) => <Heading level={3}>{children}</Heading>,
  h2: ({ children }) => <Heading level={4}>{children}</Heading>,
  h3: ({ children }) => <Heading level={5}>{children}</Heading>,
  img: ({ src, alt }) =>
    typeof src === "string" ? (
      <Box
        component="img"
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        sx={{ maxWidth: "100%", height: "auto" }}
      />
    ) : null,
};

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
