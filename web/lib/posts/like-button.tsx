// A like toggle with its count, for posts and comments.
import ThumbUp from "@mui/icons-material/ThumbUp";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import Button from "@mui/material/Button";
import { formatNumber } from "@web/lib/format";

interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** What is liked, for the accessible name ("Like Ana's post"). */
  label: string;
  disabled?: boolean;
  onToggle: (liked: boolean) => void;
  size?: "small" | "medium";
}

export function LikeButton({ liked, count, label, disabled, onToggle, size = "medium" }: LikeButtonProps) {
  return (
    <Button
      size={size}
      color={liked ? "primary" : "inherit"}
      startIcon={liked ? <ThumbUp /> : <ThumbUpOutlined />}
      aria-pressed={liked}
      aria-label={`Like ${label}, ${count === 1 ? "1 like" : `${formatNumber(count)} likes`}`}
      disabled={disabled}
      onClick={() => onToggle(!liked)}
    >
      {count > 0 ? formatNumber(count) : "Like"}
    </Button>
  );
}
