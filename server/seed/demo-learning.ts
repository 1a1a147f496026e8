// Demo courses: two of Summit's and one of Bastion Security's, made of the demo articles and video
// and a short quiz each, through the learning services so they obey the same rules as real ones.
// Ana Ruiz, the demo leader, is part-way through one course and has completed another (with its
// certificate), and has learned in the weeks before, so /progress shows something on first start.
import type { HubId } from "@common/hubs";
import type { IntentType } from "@common/intent-types";
import type { CourseLevel, QuizInput } from "@common/learning";
import type { AppContext } from "@server/app-context";
import { saveProgress } from "@server/features/content/content.service";
import {
  addLesson,
  addSection,
  createCourse,
  publishCourse,
} from "@server/features/learning/courses.service";
import { enrol, submitQuiz } from "@server/features/learning/learning.service";
import type { SessionUser } from "@server/platform/auth/session";
import { contentItems } from "@server/platform/database/schema/content";
import { learningDays } from "@server/platform/database/schema/learning";
import { format, subDays } from "date-fns";
import { eq } from "drizzle-orm";
import { companyIdByName, memberByEmail } from "./demo-content";

interface DemoCourse {
  author: string;
  company?: string;
  title: string;
  summary: string;
  level: CourseLevel;
  hubs: HubId[];
  intentTypes: IntentType[];
  /** Sections, each with the titles of demo articles or video it holds, then the quiz at the end. */
  sections: { title: string; lessons: string[] }[];
  quiz: { title: string; quiz: QuizInput };
}

const COURSES: DemoCourse[] = [
  {
    author: "olivia.grant",
    title: "Leading a data platform migration",
    summary:
      "From the shortlist to one agreed revenue number: what data and finance leaders settle before the first workload moves. Demo course.",
    level: "intermediate",
    hubs: ["cdo", "cio", "cfo"],
    intentTypes: ["Data Platforms", "Analytics & BI"],
    sections: [
      { title: "Choosing", lessons: ["Before you migrate: five questions for your data platform shortlist"] },
      {
        title: "Agreeing the numbers",
        lessons: ["One revenue number: how three finance and data teams agreed on their metrics"],
      },
    ],
    quiz: {
      title: "Check your migration plan",
      quiz: {
        passMark: 60,
        questions: [
          {
            prompt: "What should a migration start with?",
            multiple: false,
            options: [
              { text: "Every workload at once" },
              { text: "One domain with a committed owner" },
              { text: "The cheapest vendor" },
            ],
            correct: [1],
          },
          {
            prompt: "Which of these keep an exit open?",
            multiple: true,
            options: [
              { text: "Open table formats" },
              { text: "Exportable lineage" },
              { text: "A proprietary query language" },
            ],
            correct: [0, 1],
          },
        ],
      },
    },
  },
  {
    author: "hannah.weiss",
    company: "Bastion Security",
    title: "Phishing-resistant sign-in for executives",
    summary:
      "Why passkeys and hardware keys, who goes first, and what to report to the board each month. Demo course.",
    level: "introductory",
    hubs: ["ciso", "cio"],
    intentTypes: ["Identity & Access", "Cloud Security"],
    sections: [
      {
        title: "The plan",
        lessons: [
          "Phishing-resistant sign-in: a rollout plan that survives contact with users",
          "Zero trust, step by step",
        ],
      },
    ],
    quiz: {
      title: "Rollout check",
      quiz: {
        passMark: 50,
        questions: [
          {
            prompt: "Who moves to hardware keys first?",
            multiple: false,
            options: [{ text: "Administrators and finance" }, { text: "Interns" }, { text: "Nobody" }],
            correct: [0],
          },
          {
            prompt: "How often does the rollout report to the risk committee?",
            multiple: false,
            options: [{ text: "Every year" }, { text: "Every month" }],
            correct: [1],
          },
        ],
      },
    },
  },
  {
    author: "olivia.grant",
    title: "Running platforms people want to use",
    summary:
      "Measuring a platform team's first year and the tools of hybrid work by what people actually do with them. Demo course.",
    level: "introductory",
    hubs: ["devops", "cio", "chro"],
    intentTypes: ["DevOps & Platform Engineering", "Collaboration & Hybrid Work"],
    sections: [
      {
        title: "Measuring what matters",
        lessons: [
          "Platform engineering in year one: what to measure",
          "Hybrid work tooling after the pilot: measuring what matters",
        ],
      },
    ],
    quiz: {
      title: "What to measure",
      quiz: {
        passMark: 100,
        questions: [
          {
            prompt: "A platform's success is best measured by…",
            multiple: false,
            options: [{ text: "How many tools it runs" }, { text: "What its users ship with it" }],
            correct: [1],
          },
        ],
      },
    },
  },
];

async function contentIdByTitle(context: AppContext, title: string): Promise<string> {
  const [row] = await context.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.title, title));
  if (!row) throw new Error(`demo content "${title}" is missing`);
  return row.id;
}

async function seedCourse(context: AppContext, emailOf: (local: string) => string, course: DemoCourse) {
  const { db } = context;
  const author = await memberByEmail(context, emailOf(course.author));
  let detail = await createCourse(db, author, {
    title: course.title,
    summary: course.summary,
    level: course.level,
    hubs: course.hubs,
    intentTypes: course.intentTypes,
    companyId: course.company ? await companyIdByName(context, course.company) : null,
  });
  for (const [index, section] of course.sections.entries()) {
    if (index > 0) detail = await addSection(db, author, detail.id, { title: section.title });
    const sectionId = detail.sections[index]?.id ?? "";
    for (const title of section.lessons) {
      detail = await addLesson(db, author, detail.id, {
        sectionId,
        contentId: await contentIdByTitle(context, title),
      });
    }
  }
  const lastSection = detail.sections.at(-1)?.id ?? "";
  detail = await addLesson(db, author, detail.id, { sectionId: lastSection, ...course.quiz });
  return publishCourse(db, author, detail.id);
}

/** Enrols the member and completes the course's first `upTo` lessons: reads, watches, and answers a quiz. */
async function learn(
  context: AppContext,
  member: SessionUser,
  course: Awaited<ReturnType<typeof seedCourse>>,
  upTo: number,
  answers?: { questionId: string; optionIds: string[] }[],
) {
  await enrol(context.db, member, course.id);
  const lessons = course.sections.flatMap((section) => section.lessons).slice(0, upTo);
  for (const lesson of lessons) {
    if (lesson.contentId) {
      await saveProgress(context.db, member, lesson.contentId, {
        position: lesson.kind === "video" ? 15 : 1,
        completed: true,
      });
    } else if (answers) {
      await submitQuiz(context.db, member, course.id, lesson.id, { answers });
    }
  }
}

export async function seedDemoLearning(context: AppContext, emailOf: (local: string) => string) {
  const [migration, signIn, platforms] = [
    await seedCourse(context, emailOf, COURSES[0] as DemoCourse),
    await seedCourse(context, emailOf, COURSES[1] as DemoCourse),
    await seedCourse(context, emailOf, COURSES[2] as DemoCourse),
  ];
  const ana = await memberByEmail(context, emailOf("ana.ruiz"));
  await learn(context, ana, platforms, 3, [{ questionId: "q1", optionIds: ["b"] }]);
  await learn(context, ana, migration, 1);
  const tomas = await memberByEmail(context, emailOf("tomas.berg"));
  await learn(context, tomas, signIn, 1);
  // Ana learned in the weeks before the demo data was loaded, which her streak and chart show.
  const today = new Date();
  await context.db.insert(learningDays).values(
    [7, 9, 15, 22, 30].map((daysAgo, index) => ({
      userId: ana.id,
      day: format(subDays(today, daysAgo), "yyyy-MM-dd"),
      minutes: [18, 25, 12, 30, 20][index] ?? 10,
      lessons: 1,
    })),
  );
}
