import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Post } from "../../../../common/posts";
import { ProfileAvatar } from "../../../lib/components/profile-avatar";
import { formatCount, formatDate } from "./format";

export function PostCard({ post }: { post: Post }) {
  return (
    <Card variant="outlined" component="article">
      <CardHeader
        avatar={<ProfileAvatar photoUrl={post.author.photoUrl} alt="" />}
        title={post.author.name}
        subheader={
          <>
            {post.author.jobTitle && `${post.author.jobTitle} · `}
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </>
        }
        slotProps={{ title: { component: "h4", variant: "subtitle1", sx: { fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{post.body}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 2, alignItems: "center", color: "text.secondary" }}>
          <ChatBubbleOutlineOutlined fontSize="small" aria-hidden="true" />
          <Typography variant="body2">{formatCount(post.commentCount, "comment", "comments")}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
