import type { Product } from "@common/products";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import type { ReactNode } from "react";
import { websiteLabel } from "./website";

/** A product as the company page and the admin area show it; the admin area adds its buttons. */
export function ProductCard({ product, actions }: { product: Product; actions?: ReactNode }) {
  const image = product.imageThumbnailUrl ?? product.imageUrl;
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
          <Avatar
            variant="rounded"
            src={image ?? undefined}
            alt=""
            sx={{ width: 64, height: 64, bgcolor: "grey.200" }}
          >
            <Inventory2Outlined sx={{ color: "text.secondary" }} aria-hidden="true" />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: "anywhere" }}>
              {product.name}
            </Typography>
            {product.website && (
              <Link href={product.website} target="_blank" rel="noopener nofollow" variant="body2">
                {websiteLabel(product.website)}
              </Link>
            )}
          </Box>
        </Stack>
        <Typography
          sx={{ mt: 2, whiteSpace: "pre-line" }}
          color={product.description ? "text.primary" : "text.secondary"}
        >
          {product.description ?? "No description yet."}
        </Typography>
        {product.owner && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
            <ProfileAvatar photoUrl={product.owner.photoUrl} alt="" sx={{ width: 32, height: 32 }} />
            <Typography variant="body2">
              <Box component="span" sx={{ color: "text.secondary" }}>
                Product owner:{" "}
              </Box>
              {product.owner.name}
              {product.owner.jobTitle && `, ${product.owner.jobTitle}`}
            </Typography>
          </Stack>
        )}
      </CardContent>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
