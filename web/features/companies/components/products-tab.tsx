import type { Company } from "@common/companies";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useProducts } from "../api/products";
import { ProductCard } from "./product-card";

export function ProductsTab({ company }: { company: Company }) {
  const products = useProducts(company.id);
  if (products.isPending) return <PageLoading label="Loading products" />;
  if (products.isError)
    return (
      <QueryError
        title="The products could not be loaded"
        error={products.error}
        onRetry={() => products.refetch()}
      />
    );
  const items = products.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={Inventory2Outlined} title="No products yet">
        {company.viewerCanEdit
          ? "Products you add in Manage company will appear here."
          : `The products ${company.name} lists will appear here.`}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Products
      </Typography>
      <Grid container spacing={2}>
        {items.map((product) => (
          <Grid key={product.id} size={{ xs: 12, md: 6 }}>
            <ProductCard product={product} />
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
  );
}
