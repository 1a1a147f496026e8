// A course's outline: its sections and their lessons, ordered by dragging (pointer or keyboard,
// said aloud as it goes) or one step at a time with Move up and Move down. Every new order is sent
// whole (PUT /api/courses/:id/outline) and shown at once; a refused one goes back.

import { type CourseDetail, formatMinutes } from "@common/learning";
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { useNotify } from "@web/lib/use-notify";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  useAddSection,
  useRemoveLesson,
  useRemoveSection,
  useRenameSection,
  useReorderCourse,
} from "../../api/course-editor";
import { AddLessonDialog } from "./add-lesson-dialog";
import {
  arrayMove,
  type Direction,
  findLesson,
  findLessonSummary,
  lessonPlaceText,
  moveLesson,
  moveLessonTo,
  moveSection,
  type Order,
  orderOf,
  sameOrder,
  sectionPlaceText,
  withOrder,
} from "./outline-model";
import { type DragKind, OutlineSection } from "./outline-section";
import { EditQuizDialog } from "./quiz-dialog";
import { SectionTitleDialog } from "./section-title-dialog";

const SCREEN_READER_INSTRUCTIONS =
  "To move a lesson or a section, press space or enter to pick it up, move it with the up and down arrow keys, " +
  "and press space or enter to drop it, or escape to put it back. The Move up and Move down buttons move it one step.";

type Dialog =
  | { kind: "add-section" }
  | { kind: "rename-section"; sectionId: string }
  | { kind: "remove-section"; sectionId: string }
  | { kind: "add-lesson"; sectionId: string }
  | { kind: "edit-quiz"; lessonId: string }
  | { kind: "remove-lesson"; lessonId: string };

interface DragData {
  type?: "lesson" | "section" | "section-end";
  lessonId?: string;
  sectionId?: string;
}

const dragData = (item: { data: { current?: unknown } } | null): DragData =>
  (item?.data.current as DragData | undefined) ?? {};

const dragId = (data: DragData) => data.lessonId ?? data.sectionId ?? null;

/**
 * What a dragged item may land on: sections among sections; lessons among lessons, or in an empty
 * section. Under the pointer first, else the nearest.
 */
const collisionDetection: CollisionDetection = (args) => {
  const type = dragData(args.active).type;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const over = dragData(container).type;
    return type === "section" ? over === "section" : over === "lesson" || over === "section-end";
  });
  const within = pointerWithin({ ...args, droppableContainers });
  return within.length > 0 ? within : closestCenter({ ...args, droppableContainers });
};

export function OutlineEditor({ course }: { course: CourseDetail }) {
  const notify = useNotify();
  const reorder = useReorderCourse(course.id);
  const addSection = useAddSection(course.id);
  const renameSection = useRenameSection(course.id);
  const removeSection = useRemoveSection(course.id);
  const removeLesson = useRemoveLesson(course.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dragging, setDragging] = useState<DragKind>(null);
  /**
   * The order shown while something is dragged, and after a move until the course (from the query
   * cache, which tells its readers a moment later) has it; null otherwise: the course's own order.
   */
  const [localOrder, setLocalOrder] = useState<Order | null>(null);
  const draggingNow = useRef(false);
  /** What a Move button did, said in the live region below. */
  const [moveStatus, setMoveStatus] = useState("");
  // The order as the drag handlers last left it: the announcements read it in the same event,
  // before React has rendered it.
  const orderRef = useRef<Order>(orderOf(course));
  const startOrder = useRef<Order>(orderOf(course));
  const startNumber = useRef<number | undefined>(undefined);
  /** Whether the dragged item has been over anything but itself. */
  const leftStart = useRef(false);
  const focusAfterMove = useRef<{ button: string; order: string } | null>(null);
  /** The handle of what was just dropped: a lesson dropped into another section is a new element. */
  const focusAfterDrag = useRef<string | null>(null);

  const shown = localOrder ? withOrder(course, localOrder) : course;
  if (!localOrder) orderRef.current = orderOf(course);
  // The course as the cache now has it (the move, or the order put back after a refusal) shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new course is what this waits for.
  useEffect(() => {
    if (!draggingNow.current) setLocalOrder(null);
  }, [course]);
  const allLessons = shown.sections.flatMap((section) => section.lessons);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A moved row may be put back into the page by React, which loses focus: the button pressed keeps
  // it (or the other one, when the row can go no further), once the new order shows.
  const shownOrder = JSON.stringify(orderOf(shown));
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || wanted.order !== shownOrder) return;
    focusAfterMove.current = null;
    const [id, direction] = wanted.button.split(":");
    const other = direction === "up" ? "down" : "up";
    const button = [`${id}:${direction}`, `${id}:${other}`]
      .map((key) => document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
  });
  useLayoutEffect(() => {
    const wanted = focusAfterDrag.current;
    if (!wanted) return;
    focusAfterDrag.current = null;
    // dnd-kit gives the focus back to the handle it started from, when that is still in the page;
    // after that (a frame later), a handle put elsewhere gets it here. Not cancelled by the next
    // render, which the drop itself causes.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`[data-drag="${wanted}"]`)?.focus();
    });
  });

  /** Sends a new order, and shows it at once. */
  function commit(order: Order) {
    if (sameOrder(order, orderOf(course))) {
      setLocalOrder(null);
      return;
    }
    setLocalOrder(order);
    reorder.move(withOrder(course, order));
  }

  function moveLessonStep(lessonId: string, direction: Direction) {
    const order = moveLesson(orderOf(shown), lessonId, direction);
    if (!order) return;
    focusAfterMove.current = { button: `${lessonId}:${direction}`, order: JSON.stringify(order) };
    commit(order);
    setMoveStatus(lessonPlaceText(shown, order, lessonId, "moved to"));
  }

  function moveSectionStep(sectionId: string, direction: Direction) {
    const order = moveSection(orderOf(shown), sectionId, direction);
    if (!order) return;
    focusAfterMove.current = { button: `${sectionId}:${direction}`, order: JSON.stringify(order) };
    commit(order);
    setMoveStatus(sectionPlaceText(shown, order, sectionId, "moved to"));
  }

  function setOrder(order: Order) {
    orderRef.current = order;
    setLocalOrder(order);
  }

  function onDragStart({ active }: DragStartEvent) {
    const data = dragData(active);
    startOrder.current = orderOf(shown);
    leftStart.current = false;
    draggingNow.current = true;
    orderRef.current = startOrder.current;
    startNumber.current = data.lessonId ? findLessonSummary(course, data.lessonId)?.number : undefined;
    setDragging(data.type === "section" ? "section" : "lesson");
    setLocalOrder(startOrder.current);
  }

  /** A lesson dragged over another section moves into it at once, so that the lists make room. */
  function onDragOver({ active, over }: DragOverEvent) {
    const { lessonId } = dragData(active);
    const target = dragData(over);
    if (!lessonId || !over) return;
    const order = orderRef.current;
    const from = findLesson(order, lessonId);
    if (!from) return;
    if (target.type === "section-end" && target.sectionId) {
      if (order[from.section]?.id !== target.sectionId)
        setOrder(moveLessonTo(order, lessonId, target.sectionId, null));
      return;
    }
    if (target.type !== "lesson" || !target.lessonId) return;
    const to = findLesson(order, target.lessonId);
    if (!to || to.section === from.section) return;
    // It goes on the far side of the lesson it is over, so that the lists shift as little as they
    // can; where it ends is where the drop then shows it, and what the announcements say.
    const comingUp = from.section > to.section;
    const toSection = order[to.section];
    if (toSection) setOrder(moveLessonTo(order, lessonId, toSection.id, to.index + (comingUp ? 1 : 0)));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const data = dragData(active);
    const target = dragData(over);
    let order = orderRef.current;
    if (data.type === "section" && data.sectionId && target.type === "section" && target.sectionId) {
      const from = order.findIndex((section) => section.id === data.sectionId);
      const to = order.findIndex((section) => section.id === target.sectionId);
      if (from >= 0 && to >= 0) order = arrayMove(order, from, to);
    }
    if (data.lessonId && target.type === "lesson" && target.lessonId) {
      const from = findLesson(order, data.lessonId);
      const to = findLesson(order, target.lessonId);
      const section = from ? order[from.section] : undefined;
      if (from && to && section && from.section === to.section) {
        order = order.map((candidate) =>
          candidate === section
            ? { ...candidate, lessonIds: arrayMove(candidate.lessonIds, from.index, to.index) }
            : candidate,
        );
      }
    }
    if (!over) order = startOrder.current;
    orderRef.current = order;
    focusAfterDrag.current = dragId(data);
    draggingNow.current = false;
    setDragging(null);
    commit(order);
  }

  function onDragCancel({ active }: DragCancelEvent) {
    orderRef.current = startOrder.current;
    focusAfterDrag.current = dragId(dragData(active));
    draggingNow.current = false;
    setDragging(null);
    setLocalOrder(null);
  }

  /** What a screen reader hears while dragging: where the item is, by the order as it now stands. */
  function placeText(active: { data: { current?: unknown } }, verb: "moved to" | "is at" | "is back at") {
    const data = dragData(active);
    if (data.type === "section" && data.sectionId)
      return sectionPlaceText(course, orderRef.current, data.sectionId, verb);
    if (data.lessonId)
      return lessonPlaceText(course, orderRef.current, data.lessonId, verb, startNumber.current);
    return "";
  }

  /** While a lesson is over another of its section, it would take that one's place. */
  function overText(active: DragOverEvent["active"], over: DragOverEvent["over"]) {
    // The drag starts over the item itself: until it goes elsewhere, "Picked up" stays what is said.
    if (over?.id === active.id && !leftStart.current) return pickedUpText(active);
    leftStart.current = true;
    const data = dragData(active);
    const target = dragData(over);
    if (data.type === "section" && data.sectionId && target.sectionId) {
      const to = orderRef.current.findIndex((section) => section.id === target.sectionId);
      const title = course.sections.find((section) => section.id === data.sectionId)?.title;
      return `Section “${title}” is over position ${to + 1} of ${orderRef.current.length}.`;
    }
    if (data.lessonId && target.type === "lesson" && target.lessonId) {
      const from = findLesson(orderRef.current, data.lessonId);
      const to = findLesson(orderRef.current, target.lessonId);
      const section = to ? orderRef.current[to.section] : undefined;
      if (from && to && section && from.section === to.section) {
        const title = findLessonSummary(course, data.lessonId)?.title;
        const sectionTitle = course.sections.find((candidate) => candidate.id === section.id)?.title;
        return `Lesson ${startNumber.current}, “${title}”, is over position ${to.index + 1} of ${section.lessonIds.length} in section ${sectionTitle}.`;
      }
    }
    return placeText(active, "is at");
  }

  const pickedUpText = (active: DragStartEvent["active"]) => `Picked up. ${placeText(active, "is at")}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => pickedUpText(active),
    onDragOver: ({ active, over }) => overText(active, over),
    onDragEnd: ({ active }) =>
      sameOrder(orderRef.current, startOrder.current)
        ? `Dropped. ${placeText(active, "is back at")}`
        : placeText(active, "moved to"),
    onDragCancel: ({ active }) => `Moving cancelled. ${placeText(active, "is back at")}`,
  };

  const sectionOf = (sectionId: string) => course.sections.find((section) => section.id === sectionId);
  const lessonOf = (lessonId: string) => findLessonSummary(course, lessonId);
  const close = () => setDialog(null);
  const minutes = allLessons.reduce((total, lesson) => total + lesson.minutes, 0);

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {allLessons.length === 0
          ? "No lessons yet. Add videos and articles from the library, or write a quiz."
          : `${allLessons.length} ${allLessons.length === 1 ? "lesson" : "lessons"} · ${formatMinutes(minutes)}`}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SortableContext
          items={shown.sections.map((section) => `section:${section.id}`)}
          strategy={verticalListSortingStrategy}
        >
          <Stack spacing={2}>
            {shown.sections.map((section, index) => (
              <OutlineSection
                key={section.id}
                section={section}
                index={index}
                sectionCount={shown.sections.length}
                canMoveLesson={(lessonId, direction) =>
                  moveLesson(orderOf(shown), lessonId, direction) !== null
                }
                dragging={dragging}
                onMoveSection={(direction) => moveSectionStep(section.id, direction)}
                onMoveLesson={moveLessonStep}
                onRename={() => setDialog({ kind: "rename-section", sectionId: section.id })}
                onRemove={() => setDialog({ kind: "remove-section", sectionId: section.id })}
                onAddLesson={() => setDialog({ kind: "add-lesson", sectionId: section.id })}
                onEditQuiz={(lessonId) => setDialog({ kind: "edit-quiz", lessonId })}
                onRemoveLesson={(lessonId) => setDialog({ kind: "remove-lesson", lessonId })}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <VisuallyHidden>
        <span role="status">{moveStatus}</span>
      </VisuallyHidden>
      <Button
        variant="outlined"
        startIcon={<Add />}
        sx={{ mt: 2 }}
        onClick={() => setDialog({ kind: "add-section" })}
      >
        Add section
      </Button>

      {dialog?.kind === "add-section" && (
        <SectionTitleDialog
          heading="Add a section"
          confirmLabel="Add section"
          pending={addSection.isPending}
          onSave={(title) =>
            addSection.mutate(title, {
              onSuccess: () => {
                notify.snackbar(`Section ${title} is added.`);
                close();
              },
            })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "rename-section" && (
        <SectionTitleDialog
          heading="Rename the section"
          confirmLabel="Rename section"
          initialTitle={sectionOf(dialog.sectionId)?.title}
          pending={renameSection.isPending}
          onSave={(title) =>
            renameSection.mutate(
              { sectionId: dialog.sectionId, title },
              {
                onSuccess: () => {
                  notify.snackbar(`The section is now called ${title}.`);
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "remove-section" && (
        <ConfirmDialog
          open
          title={`Remove section ${sectionOf(dialog.sectionId)?.title ?? ""}?`}
          confirmLabel="Remove section"
          pending={removeSection.isPending}
          onConfirm={() =>
            removeSection.mutate(dialog.sectionId, {
              onSuccess: () => {
                notify.snackbar("The section is removed.");
                close();
              },
            })
          }
          onClose={close}
        >
          {removedLessonsText(sectionOf(dialog.sectionId)?.lessons.length ?? 0)}
        </ConfirmDialog>
      )}
      {dialog?.kind === "add-lesson" && (
        <AddLessonDialog course={course} sectionId={dialog.sectionId} onClose={close} />
      )}
      {dialog?.kind === "edit-quiz" && (
        <EditQuizDialog course={course} lessonId={dialog.lessonId} onClose={close} />
      )}
      {dialog?.kind === "remove-lesson" && (
        <ConfirmDialog
          open
          title={`Remove ${lessonOf(dialog.lessonId)?.title ?? "the lesson"}?`}
          confirmLabel="Remove lesson"
          pending={removeLesson.isPending}
          onConfirm={() =>
            removeLesson.mutate(dialog.lessonId, {
              onSuccess: () => {
                notify.snackbar("The lesson is removed.");
                close();
              },
            })
          }
          onClose={close}
        >
          {lessonOf(dialog.lessonId)?.kind === "quiz"
            ? "The quiz and members' attempts at it go. This cannot be undone."
            : "The lesson leaves the course; the video or article stays in the library."}
          {course.status === "published" &&
            " Members who have done every other lesson then complete the course."}
        </ConfirmDialog>
      )}
    </Box>
  );
}

function removedLessonsText(lessons: number): string {
  if (lessons === 0) return "The section has no lessons. This cannot be undone.";
  return `Its ${lessons === 1 ? "lesson goes" : `${lessons} lessons go`} with it. This cannot be undone.`;
}
