// Demo conversations: leaders' posts across hubs with comments, replies and likes, written through
// the posts service so counters and permissions work as they do for real members.

import type { HubId } from "@common/hubs";
import type { AppContext } from "@server/app-context";
import { createComment, createPost, reactToPost } from "@server/features/posts/posts.service";
import type { SessionUser } from "@server/platform/auth/session";
import { users } from "@server/platform/database/schema/auth";
import { comments, posts } from "@server/platform/database/schema/community";
import { eq, sql } from "drizzle-orm";

interface DemoThread {
  author: string;
  hub: HubId;
  hoursAgo: number;
  body: string;
  comments: { author: string; body: string; replies?: { author: string; body: string }[] }[];
  likedBy: string[];
}

const THREADS: DemoThread[] = [
  {
    author: "ana.ruiz",
    hub: "cio",
    hoursAgo: 3,
    body: "We are consolidating three **service management** tools into one this year. For those who have done it: what did you wish you had known before the data migration started?\n\n- How long did the parallel run last?\n- Did you move closed tickets, or only open ones?",
    comments: [
      {
        author: "sam.okafor",
        body: "Move only open tickets and the last 12 months of closed ones; archive the rest read-only. Our parallel run was six weeks and that was two too many.",
        replies: [
          {
            author: "ana.ruiz",
            body: "Six weeks is about what we planned. Did the service desk push back on the archive?",
          },
          {
            author: "sam.okafor",
            body: "Only until they saw the search was faster without ten years of noise.",
          },
        ],
      },
      {
        author: "marcus.hale",
        body: "From the finance side: agree the licence end dates before you start. We paid for two tools for a quarter longer than planned.",
      },
    ],
    likedBy: ["sam.okafor", "marcus.hale", "priya.nair"],
  },
  {
    author: "tomas.berg",
    hub: "ciso",
    hoursAgo: 9,
    body: "Board asked for a one-page view of our identity risk. I ended up with three numbers: dormant privileged accounts, accounts without MFA, and mean time to revoke access after a leaver. What would you add?",
    comments: [
      {
        author: "ana.ruiz",
        body: "Service accounts with interactive logon. It was our biggest surprise last audit.",
      },
    ],
    likedBy: ["ana.ruiz"],
  },
  {
    author: "priya.nair",
    hub: "cdo",
    hoursAgo: 20,
    body: "Data contracts between product teams and the platform team: has anyone made them stick beyond the pilot? Ours work for the two teams that asked for them and nowhere else.",
    comments: [
      {
        author: "sam.okafor",
        body: "They stuck for us once the contract check ran in CI and blocked the deploy. Before that they were documentation.",
      },
    ],
    likedBy: ["sam.okafor", "ana.ruiz"],
  },
  {
    author: "marcus.hale",
    hub: "cfo",
    hoursAgo: 30,
    body: "Rolling forecasts: monthly or quarterly? We moved to monthly and the business units say they spend more time forecasting than running the business.",
    comments: [],
    likedBy: [],
  },
  {
    author: "leila.haddad",
    hub: "chro",
    hoursAgo: 44,
    body: "We are piloting skills-based internal mobility in two hospitals. Early lesson: managers need a reason to let good people move, or the marketplace stays empty.",
    comments: [
      {
        author: "ana.ruiz",
        body: "We tied part of the managers' objectives to internal moves. It helped more than any tool.",
      },
    ],
    likedBy: ["ana.ruiz"],
  },
  {
    author: "sam.okafor",
    hub: "devops",
    hoursAgo: 60,
    body: "Platform teams: how do you measure whether the internal developer platform is worth it? We track lead time and change failure rate, but leadership wants a cost figure.",
    comments: [],
    likedBy: ["priya.nair"],
  },
];

export async function seedDemoCommunity(context: AppContext, emailOf: (local: string) => string) {
  const { db } = context;
  const people = new Map<string, SessionUser>();
  const member = async (local: string): Promise<SessionUser> => {
    const known = people.get(local);
    if (known) return known;
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, emailOf(local)));
    if (!row) throw new Error(`demo member ${local} is missing`);
    const user = {
      id: row.id,
      email: row.email,
      isPlatformAdmin: row.isPlatformAdmin,
      twoFactorEnabled: false,
      sessionId: null,
    };
    people.set(local, user);
    return user;
  };

  for (const thread of THREADS) {
    const post = await createPost(
      db,
      await member(thread.author),
      { body: thread.body, hub: thread.hub, attachmentIds: [] },
      undefined,
    );
    for (const comment of thread.comments) {
      const top = await createComment(db, await member(comment.author), post.id, { body: comment.body });
      for (const reply of comment.replies ?? []) {
        await createComment(db, await member(reply.author), post.id, { body: reply.body, parentId: top.id });
      }
    }
    for (const local of thread.likedBy) await reactToPost(db, await member(local), post.id, true);
    // Spread the conversations over the past days, each comment a little after the one before.
    const postedAt = sql`now() - ${thread.hoursAgo} * interval '1 hour'`;
    await db.update(posts).set({ createdAt: postedAt, updatedAt: postedAt }).where(eq(posts.id, post.id));
    await db.execute(sql`
      UPDATE ${comments} c SET created_at = p.created_at + ordered.n * interval '17 minutes',
        updated_at = p.created_at + ordered.n * interval '17 minutes'
      FROM ${posts} p, (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n
        FROM ${comments} WHERE post_id = ${post.id}) ordered
      WHERE c.id = ordered.id AND p.id = c.post_id`);
  }
}
