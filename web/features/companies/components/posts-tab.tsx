import type { Company } from "@common/companies";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { PostCard } from "@web/lib/posts/post-card";
import { type PostList, useCompanyPosts } from "../api/posts";

const SECTIONS: Record<PostList, { title: string; loading: string; empty: (company: string) => string }> = {
  spotlight: {
    title: "Spotlight",
    loading: "Loading spotlight posts",
    empty: (company) => `Posts that ${company} puts in its spotlight will appear here.`,
  },
  posts: {
    title: "Posts",
    loading: "Loading posts",
    empty: (company) => `Posts ${company} publishes in the community will appear here.`,
  },
};

function PostSection({ company, list }: { company: Company; list: PostList }) {
  const posts = useCompanyPosts(company.id, list);
  const section = SECTIONS[list];
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        {section.title}
      </Typography>
      {posts.isPending ? (
        <PageLoading label={section.loading} />
      ) : posts.isError ? (
        <QueryError
          title={`${section.title} could not be loaded`}
          error={posts.error}
          onRetry={() => posts.refetch()}
        />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{section.empty(company.name)}</Typography>
      ) : (
        <>
          <Stack spacing={2}>
            {items.map((post) => (
              <PostCard key={post.id} post={post} headingLevel="h4" />
            ))}
          </Stack>
          <LoadMore
            hasMore={posts.hasNextPage}
            loading={posts.isFetchingNextPage}
            onLoadMore={() => posts.fetchNextPage()}
            label={list === "spotlight" ? "Load more spotlight posts" : "Load more posts"}
          />
        </>
      )}
    </Box>
  );
}

export function PostsTab({ company }: { company: Company }) {
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Posts
      </Typography>
      <PostSection company={company} list="spotlight" />
      <PostSection company={company} list="posts" />
    </>
  );
}
