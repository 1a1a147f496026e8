import type { Company } from "@common/companies";
import type { Product } from "@common/products";
import Add from "@mui/icons-material/Add";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useDeleteProduct, useProducts } from "../api/products";
import { ProductCard } from "./product-card";
import { ProductDialog } from "./product-dialog";

type Editing = { product?: Product } | null;

export function ProductsPanel({ company }: { company: Company }) {
  const products = useProducts(company.id);
  const deleteProduct = useDeleteProduct(company.id);
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, flexWrap: "wrap" }}
        useFlexGap
      >
        <Typography variant="h2" component="h2">
          Products
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
          Add product
        </Button>
      </Stack>
      {products.isPending ? (
        <PageLoading label="Loading products" />
      ) : products.isError ? (
        <QueryError
          title="The products could not be loaded"
          error={products.error}
          onRetry={() => products.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState Icon={Inventory2Outlined} title="No products yet">
          Products you add appear on the company page, each with the person who answers for it.
        </EmptyState>
      ) : (
        <>
          <Grid container spacing={2}>
            {items.map((product) => (
              <Grid key={product.id} size={{ xs: 12, md: 6 }}>
                <ProductCard
                  product={product}
                  actions={
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing({ product })}
                        aria-label={`Edit ${product.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(product)}
                        aria-label={`Delete ${product.name}`}
                      >
                        Delete
                      </Button>
                    </>
                  }
                />
              </Grid>
            ))}
          </Grid>
          <LoadMore
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            onLoadMore={() => products.fetchNextPage()}
            label="Load more products"
          />
        </>
      )}
      {editing && (
        <ProductDialog company={company} product={editing.product} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ""}?`}
        confirmLabel="Delete product"
        pending={deleteProduct.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          deleteProduct.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.snackbar(`${name} has been deleted.`);
            },
          });
        }}
      >
        The product disappears from the company page. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
