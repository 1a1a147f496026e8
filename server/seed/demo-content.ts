// Demo content: articles for Read, a few written as Summit and the rest by the demo vendors for their
// companies, and one short video for Watch. Published through the content and upload services so
// they obey the same rules as real content; each one says it is demo data. Publication dates are
// spread over the past weeks so the library reads in order.
//
// demo-video.webm is a real 15-second VP8 video (480x270, 108 KB) drawn on a canvas, encoded by
// Chromium's WebCodecs encoder and written as WebM with its duration and cues, as e2e/content.spec.ts
// does for its test video; the video itself says it is demo data.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { CreateContentInput } from "@common/content";
import type { AppContext } from "@server/app-context";
import { publishContent } from "@server/features/content/content.service";
import { acceptUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { eq } from "drizzle-orm";

const DEMO_NOTE = "> Demo article: loaded with Summit's demo data.";
const DEMO_VIDEO_FILE = fileURLToPath(new URL("./demo-video.webm", import.meta.url));
const DEMO_VIDEO_SECONDS = 15;

interface DemoArticle {
  /** The demo member who publishes it (local part of their e-mail). */
  author: string;
  /** The company it is published for; none publishes it as Summit. */
  company?: string;
  daysAgo: number;
  article: Omit<CreateContentInput, "kind" | "companyId">;
}

const ARTICLES: DemoArticle[] = [
  {
    author: "olivia.grant",
    daysAgo: 2,
    article: {
      title: "Before you migrate: five questions for your data platform shortlist",
      summary:
        "Most platform migrations slip for reasons nobody asked about during the evaluation. Five questions that bring them out early.",
      hubs: ["cdo", "cio"],
      intentTypes: ["Data Platforms", "Cloud Infrastructure"],
      visibility: "public",
      body: `${DEMO_NOTE}

Every data platform demo looks good on a clean dataset. The trouble starts in month four, when the
first real workload meets the first real constraint. These five questions, asked before you sign,
bring those constraints into the evaluation where they belong.

## 1. Which workload moves first, and who owns it?

A migration without a first workload is a procurement exercise. Pick one domain with a committed
owner, a measurable outcome and data you understand. If nobody volunteers, that tells you more
about readiness than any vendor comparison.

## 2. What does it cost at your query pattern, not theirs?

Ask each vendor to price *your* last month of queries. Consumption pricing rewards some patterns
and punishes others; a dashboard that refreshes every five minutes can cost more than the
warehouse it reads from.

## 3. How do permissions travel?

Row- and column-level rules written once in the platform are worth more than rules copied into
every tool. Ask to see a policy defined in one place and enforced in your BI tool, your notebooks
and your exports.

## 4. What leaves with you?

Open table formats, exportable lineage and documented APIs are your exit plan. Ask the question
now, while you still have leverage.

## 5. Who answers at 2 a.m.?

Support tiers differ more than features do. Ask for the escalation path, the response times that
are contractual, and a reference customer who has used them.

---

*What did we miss? Tell the community in your hub.*`,
    },
  },
  {
    author: "grace.lin",
    company: "Northwind Analytics",
    daysAgo: 5,
    article: {
      title: "One revenue number: how three finance and data teams agreed on their metrics",
      summary:
        "Finance, product and sales each had a revenue figure, and each was right by its own rules. What it took to publish one.",
      hubs: ["cdo", "cfo"],
      intentTypes: ["Analytics & BI", "Data Governance"],
      visibility: "members",
      body: `${DEMO_NOTE}

When a board pack shows two revenue numbers, the meeting is about the numbers, not the business.
We worked with three customers who fixed this. None of them did it with technology first.

## Start with the disagreement

Each team wrote down its definition in one sentence: what is counted, when, and in which currency.
Laid side by side, the differences were small and explainable: refunds, the recognition date and
intercompany sales.

## Name an owner per metric

A metric without an owner drifts. Each company named one person who approves changes to the
definition, and published who that is next to the number itself.

## Then encode it once

Only after the definitions were agreed did the teams move them into a shared metrics layer, so
that every dashboard, spreadsheet and notebook asks for *revenue* the same way.

| Before | After |
|---|---|
| 3 definitions, 11 dashboards | 1 definition, 1 owner |
| Reconciled monthly by hand | Checked on every change |

The hardest step was the first conversation. The software was the easy part.`,
    },
  },
  {
    author: "hannah.weiss",
    company: "Bastion Security",
    daysAgo: 8,
    article: {
      title: "Phishing-resistant sign-in: a rollout plan that survives contact with users",
      summary:
        "Passkeys and security keys stop most account takeovers. Rolling them out to every employee is a change programme, not a switch.",
      hubs: ["ciso", "cio"],
      intentTypes: ["Identity & Access", "Cloud Security"],
      visibility: "public",
      body: `${DEMO_NOTE}

Stolen passwords and approved push prompts remain the most common way into a company. Phishing-
resistant sign-in closes that door, but only for the people who use it. Here is a rollout plan that
gets to everyone.

## Phase 1: administrators and finance (weeks 1-4)

Start where an account takeover hurts most. Issue hardware keys to administrators and to everyone
who can move money. Keep a break-glass process, documented and tested.

## Phase 2: everyone with a managed device (weeks 5-12)

Platform passkeys on managed laptops and phones need no extra hardware. Enrol at the next sign-in,
with a short video and a help channel staffed for the first two weeks.

## Phase 3: the long tail

Shared accounts, contractors and legacy applications take the longest. List them, give each an
owner and a date, and report progress to the risk committee monthly.

### What to measure

- Share of sign-ins that are phishing-resistant
- Help desk tickets per thousand enrolments
- Accounts still on SMS codes, by department

A rollout that reports these three numbers every month finishes. One that does not, stalls.`,
    },
  },
  {
    author: "omar.farouk",
    company: "Ledgerly",
    daysAgo: 12,
    article: {
      title: "Closing the books in five days: what changed for a mid-sized finance team",
      summary:
        "A 40-person finance team went from a twelve-day close to five. Three habits mattered more than any tool.",
      hubs: ["cfo"],
      intentTypes: ["ERP & Finance Systems", "Financial Planning"],
      visibility: "members",
      body: `${DEMO_NOTE}

A twelve-day close leaves little time for analysis before the next month starts. One of our
customers, a 40-person finance team in logistics, cut theirs to five days in two quarters.

## Reconcile continuously, not at month-end

Bank and intercompany reconciliations ran daily instead of in the first week of the close. By
month-end, most of the work was already done and the exceptions were known.

## One checklist, visible to everyone

Every close task had an owner, a due day and a dependency. The controller stopped chasing people;
the checklist showed who was waiting on whom.

## Fewer manual journals

The team reviewed every recurring manual journal and automated or removed two thirds of them.
Each one removed was one fewer thing to review, approve and explain to the auditors.

> "We did not work faster. We stopped doing the same work twice." - the team's controller

The remaining days are review and analysis, which is where a finance team adds the most value.`,
    },
  },
  {
    author: "olivia.grant",
    daysAgo: 16,
    article: {
      title: "Hybrid work tooling after the pilot: measuring what matters",
      summary:
        "Licence counts say little about whether hybrid work works. Four measures that HR and IT can agree on.",
      hubs: ["chro", "hybrid-workplace", "cio"],
      intentTypes: ["Collaboration & Hybrid Work", "HR Technology"],
      visibility: "public",
      body: `${DEMO_NOTE}

Most organisations bought their hybrid work tools in a hurry. Now that the pilots are over, HR and
IT are asked the same question from different directions: is it working?

## Measure outcomes, not logins

Active users tell you a tool is open, not that it helps. These four measures say more:

1. **Time to first meaningful contribution** for new joiners, remote and on site.
2. **Meeting load**: hours per week in meetings, by team, over time.
3. **Room use**: booked versus used, so office space follows real demand.
4. **Employee sentiment** about the tools, asked twice a year with the same questions.

## Agree the baseline together

HR and IT often hold half of the data each. A shared baseline, agreed before the next renewal,
turns the renewal into a decision instead of a default.

## Retire something

Every new tool should retire an old one. If the last three purchases retired nothing, the stack is
growing faster than anyone can support it.`,
    },
  },
  {
    author: "olivia.grant",
    daysAgo: 21,
    article: {
      title: "Platform engineering in year one: what to measure",
      summary:
        "A platform team is a product team whose customers are engineers. Measure it like one from the first quarter.",
      hubs: ["devops", "cio"],
      intentTypes: ["DevOps & Platform Engineering", "Observability"],
      visibility: "members",
      body: `${DEMO_NOTE}

New platform teams are often judged on the number of tools they stand up. That rewards building,
not adoption. A better scorecard treats the platform as a product.

## Adoption

- Share of services deployed through the paved road
- Time for a new service to reach production
- Number of teams that chose the platform without being told to

## Reliability

- Change failure rate of platform-deployed services
- Time to restore service after an incident
- Alerts per on-call shift, and how many needed action

## Developer experience

Ask engineers every quarter how easy it is to ship a change, on a scale of one to five, and read
every comment. The trend matters more than the score.

\`\`\`text
Quarter 1: baseline
Quarter 2: first paved road, 3 teams
Quarter 4: half of new services on the platform
\`\`\`

Publish the scorecard where engineers can see it. A platform that reports on itself earns trust.`,
    },
  },
];

export async function memberByEmail(context: AppContext, email: string): Promise<SessionUser> {
  const [row] = await context.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo member ${email} is missing`);
  return {
    id: row.id,
    email: row.email,
    isPlatformAdmin: row.isPlatformAdmin,
    twoFactorEnabled: false,
    sessionId: null,
  };
}

export async function companyIdByName(context: AppContext, name: string): Promise<string> {
  const [row] = await context.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`demo company ${name} is missing`);
  return row.id;
}

async function publishedDaysAgo(context: AppContext, contentId: string, daysAgo: number) {
  const publishedAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  await context.db
    .update(contentItems)
    .set({ publishedAt, updatedAt: publishedAt })
    .where(eq(contentItems.id, contentId));
}

async function seedDemoVideo(context: AppContext, emailOf: (local: string) => string) {
  const publisher = await memberByEmail(context, emailOf("hannah.weiss"));
  const upload = await acceptUpload(context, publisher.id, "video", {
    fileName: "zero-trust-step-by-step.webm",
    stream: fs.createReadStream(DEMO_VIDEO_FILE),
  });
  const published = await publishContent(context.db, publisher, {
    kind: "video",
    companyId: await companyIdByName(context, "Bastion Security"),
    title: "Zero trust, step by step",
    summary: "A fifteen-second outline of a phishing-resistant sign-in rollout, in three steps.",
    body: `> Demo video: loaded with Summit's demo data.

The three steps of the rollout plan in our article *Phishing-resistant sign-in*:

1. **Administrators and finance first**, with hardware keys and a tested break-glass process.
2. **Passkeys on every managed device**, enrolled at the next sign-in.
3. **Report progress every month** to the risk committee.`,
    hubs: ["ciso", "cio"],
    intentTypes: ["Identity & Access", "Cloud Security"],
    visibility: "members",
    videoUploadId: upload.id,
    durationSeconds: DEMO_VIDEO_SECONDS,
  });
  await publishedDaysAgo(context, published.id, 3);
}

export async function seedDemoContent(context: AppContext, emailOf: (local: string) => string) {
  for (const { author, company, daysAgo, article } of ARTICLES) {
    const publisher = await memberByEmail(context, emailOf(author));
    const companyId = company ? await companyIdByName(context, company) : null;
    const published = await publishContent(context.db, publisher, { ...article, kind: "article", companyId });
    await publishedDaysAgo(context, published.id, daysAgo);
  }
  await seedDemoVideo(context, emailOf);
}
