// A post's images (a grid of previews opening the full picture) and documents (a download list).

import type { PostAttachment } from "@common/posts";
import Description from "@mui/icons-material/Description";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { formatFileSize } from "@web/lib/format";

export function PostAttachments({ attachments }: { attachments: PostAttachment[] }) {
  const images = attachments.filter((attachment) => attachment.kind === "image");
  const documents = attachments.filter((attachment) => attachment.kind !== "image");
  if (attachments.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="Images"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 1,
            gridTemplateColumns: images.length === 1 ? "1fr" : "repeat(2, minmax(0, 1fr))",
          }}
        >
          {images.map((image) => (
            <li key={image.id}>
              <Link
                href={image.url}
                target="_blank"
                rel="noopener"
                aria-label={`Open image ${image.fileName}`}
              >
                <Box
                  component="img"
                  src={images.length === 1 ? image.url : (image.thumbnailUrl ?? image.url)}
                  alt={image.fileName}
                  loading="lazy"
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  sx={{
                    display: "block",
                    width: "100%",
                    height: images.length === 1 ? "auto" : 180,
                    maxHeight: 480,
                    objectFit: images.length === 1 ? "contain" : "cover",
                    borderRadius: 1,
                    bgcolor: "action.hover",
                  }}
                />
              </Link>
            </li>
          ))}
        </Box>
      )}
      {documents.length > 0 && (
        <Stack component="ul" aria-label="Documents" spacing={0.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {documents.map((document) => (
            <Stack component="li" key={document.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Description fontSize="small" color="action" aria-hidden="true" />
              <Link href={document.url} download={document.fileName} sx={{ overflowWrap: "anywhere" }}>
                {document.fileName}
              </Link>
              <Box component="span" sx={{ color: "text.secondary", fontSize: "0.875rem", flexShrink: 0 }}>
                {formatFileSize(document.sizeBytes)}
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
