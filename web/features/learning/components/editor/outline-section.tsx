// One section of the outline: its title with a drag handle, Move up, Move down, Rename and Remove,
// its lessons in their order, and Add lesson.

import type { CourseSection } from "@common/learning";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Add from "@mui/icons-material/Add";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DragIndicator from "@mui/icons-material/DragIndicator";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { useId } from "react";
import { lessonDragId, OutlineLesson } from "./outline-lesson";
import type { Direction } from "./outline-model";

/** The sortable id of a section, and the id of the place to drop a lesson into an empty section. */
export const sectionDragId = (sectionId: string) => `section:${sectionId}`;
export const sectionDropId = (sectionId: string) => `section-end:${sectionId}`;

export type DragKind = "lesson" | "section" | null;

interface OutlineSectionProps {
  section: CourseSection;
  /** Its place among the sections, from 0. */
  index: number;
  sectionCount: number;
  /** Whether a lesson can go a step up or down (not past the first or last section). */
  canMoveLesson: (lessonId: string, direction: Direction) => boolean;
  dragging: DragKind;
  onMoveSection: (direction: Direction) => void;
  onMoveLesson: (lessonId: string, direction: Direction) => void;
  onRename: () => void;
  onRemove: () => void;
  onAddLesson: () => void;
  onEditQuiz: (lessonId: string) => void;
  onRemoveLesson: (lessonId: string) => void;
}

export function OutlineSection({
  section,
  index,
  sectionCount,
  canMoveLesson,
  dragging,
  onMoveSection,
  onMoveLesson,
  onRename,
  onRemove,
  onAddLesson,
  onEditQuiz,
  onRemoveLesson,
}: OutlineSectionProps) {
  const headingId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: sectionDragId(section.id),
      data: { type: "section", sectionId: section.id },
      disabled: { draggable: false, droppable: dragging === "lesson" },
    });
  // An empty section takes a dragged lesson here; a section with lessons takes it among them.
  const empty = useDroppable({
    id: sectionDropId(section.id),
    data: { type: "section-end", sectionId: section.id },
    disabled: dragging !== "lesson" || section.lessons.length > 0,
  });
  const title = section.title;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: { xs: 1.5, sm: 2 },
        position: "relative",
        zIndex: isDragging ? 3 : undefined,
        boxShadow: isDragging ? 6 : undefined,
      }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, mb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flex: "1 1 200px", minWidth: 0 }}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            data-drag={section.id}
            {...attributes}
            {...listeners}
            aria-label={`Drag section ${title}`}
            sx={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
          <Typography
            id={headingId}
            variant="h3"
            component="h3"
            sx={{ fontSize: "1.125rem", fontWeight: 600, overflowWrap: "anywhere" }}
          >
            <VisuallyHidden>Section {index + 1}: </VisuallyHidden>
            {title}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ ml: "auto", flexShrink: 0 }}>
          <IconButton
            size="small"
            aria-label={`Move section ${title} up`}
            data-move={`${section.id}:up`}
            disabled={index === 0}
            onClick={() => onMoveSection("up")}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Move section ${title} down`}
            data-move={`${section.id}:down`}
            disabled={index === sectionCount - 1}
            onClick={() => onMoveSection("down")}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Rename section ${title}`} onClick={onRename}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Remove section ${title}`}
            // The server keeps a course's last section; so does this button.
            disabled={sectionCount === 1}
            onClick={onRemove}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
      <SortableContext
        items={section.lessons.map((lesson) => lessonDragId(lesson.id))}
        strategy={verticalListSortingStrategy}
      >
        {section.lessons.length > 0 ? (
          <Stack component="ol" spacing={1} aria-label={`Lessons of ${title}`} sx={{ p: 0, m: 0 }}>
            {section.lessons.map((lesson) => (
              <OutlineLesson
                key={lesson.id}
                lesson={lesson}
                canMove={{ up: canMoveLesson(lesson.id, "up"), down: canMoveLesson(lesson.id, "down") }}
                sectionDragging={dragging === "section"}
                onMove={(direction) => onMoveLesson(lesson.id, direction)}
                onEdit={() => onEditQuiz(lesson.id)}
                onRemove={() => onRemoveLesson(lesson.id)}
              />
            ))}
          </Stack>
        ) : (
          <Box
            ref={empty.setNodeRef}
            sx={{
              p: 2,
              border: 1,
              borderStyle: "dashed",
              borderColor: empty.isOver ? "primary.main" : "divider",
              borderRadius: 1,
              color: "text.secondary",
              textAlign: "center",
            }}
          >
            <Typography variant="body2">
              No lessons in this section yet. Add one, or move a lesson here.
            </Typography>
          </Box>
        )}
      </SortableContext>
      <Button startIcon={<Add />} onClick={onAddLesson} sx={{ mt: 1 }}>
        Add lesson<VisuallyHidden> to {title}</VisuallyHidden>
      </Button>
    </Paper>
  );
}
