// What the community benchmark asks for, picked from the generated data: the busiest hub, the
// companies its member follows (the most prolific posters among them, the feed's worst case), posts
// whose comments are read, and Discover's search terms. Also the member the benchmark signs in as.
import type { SignUpInput } from "@common/auth";
import type { Database } from "@server/platform/database/client";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";

/** The signed-in member: a CIO, so the CIO hub (the busiest) is their own. */
export const BENCH_MEMBER: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Community Benchmark Member",
  email: `community-member@${BENCH_EMAIL_DOMAIN}`,
  password: "benchmark-member-password",
  jobTitle: "Chief Information Officer",
  industry: "Banking",
  revenueBand: "$1 billion +",
};

/** Companies the member follows: the busiest posters (every feed page meets them) and others. */
const FOLLOWED_TOP_POSTERS = 25;
const FOLLOWED_OTHERS = 25;
/** Posts whose comment pages rotate in the comments scenario. */
const COMMENTED_POSTS = 200;

/**
 * Typed into Discover: everyday words (in a fifth of all posts), hub terms (a few percent), rare
 * names and jargon (a few hundred posts), two-word phrases, and misspellings that only the spelling
 * vocabulary can mend.
 */
export const DISCOVER_TERMS: readonly {
  term: string;
  kind: "common" | "term" | "rare" | "phrase" | "typo";
}[] = [
  { term: "data", kind: "common" },
  { term: "cloud", kind: "common" },
  { term: "budget", kind: "common" },
  { term: "security", kind: "common" },
  { term: "ransomware", kind: "term" },
  { term: "kubernetes", kind: "term" },
  { term: "lakehouse", kind: "term" },
  { term: "churn", kind: "term" },
  { term: "payroll", kind: "term" },
  { term: "backpressure", kind: "rare" },
  { term: "halcyon", kind: "rare" },
  { term: "bitemporal", kind: "rare" },
  { term: "zero trust", kind: "phrase" },
  { term: "data governance", kind: "phrase" },
  { term: "cash flow", kind: "phrase" },
  { term: "technical debt", kind: "phrase" },
  { term: "contact centre", kind: "phrase" },
  { term: "kubernets", kind: "typo" },
  { term: "ransomwre", kind: "typo" },
  { term: "goverance", kind: "typo" },
  { term: "procurment", kind: "typo" },
  { term: "obsevability", kind: "typo" },
];

export interface Fixtures {
  busyHub: { id: string; posts: number };
  followedCompanyIds: string[];
  mostCommentedPost: { id: string; comments: number };
  commentedPostIds: string[];
  dataSet: Record<string, number>;
  postgresVersion: string;
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const query = async <Row extends object>(text: string) => (await db.$client.query<Row>(text)).rows;
  const [busyHub] = await query<{ id: string; posts: number }>(
    `SELECT hub AS id, count(*)::int AS posts FROM posts WHERE hidden_at IS NULL
     GROUP BY hub ORDER BY posts DESC LIMIT 1`,
  );
  if (!busyHub) throw new Error("no posts; is the data set there?");
  // Deterministic "random" picks: the order of an md5 of the id, the same in every run.
  const followed = await query<{ id: string }>(
    `(SELECT company_id AS id FROM posts WHERE company_id IS NOT NULL
      GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT ${FOLLOWED_TOP_POSTERS})
     UNION
     (SELECT id FROM companies ORDER BY md5(id::text || 'follow') LIMIT ${FOLLOWED_OTHERS})`,
  );
  const [mostCommented] = await query<{ id: string; comments: number }>(
    `SELECT id, comment_count AS comments FROM posts WHERE hidden_at IS NULL
     ORDER BY comment_count DESC, id LIMIT 1`,
  );
  if (!mostCommented) throw new Error("no visible post");
  const commented = await query<{ id: string }>(
    `SELECT id FROM posts WHERE hidden_at IS NULL AND comment_count >= 5
     ORDER BY md5(id::text || 'comments') LIMIT ${COMMENTED_POSTS}`,
  );
  const [dataSet] = await query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM posts)::int AS posts,
            (SELECT count(*) FROM posts WHERE hidden_at IS NOT NULL)::int AS "hiddenPosts",
            (SELECT count(*) FROM posts WHERE company_id IS NOT NULL)::int AS "companyPosts",
            (SELECT count(*) FROM posts WHERE hub = '${busyHub.id}')::int AS "busiestHubPosts",
            (SELECT count(*) FROM posts WHERE comment_count = 0)::int AS "postsWithoutComments",
            (SELECT max(comment_count) FROM posts)::int AS "mostCommentsOnAPost",
            (SELECT count(*) FROM comments)::int AS comments,
            (SELECT count(*) FROM comments WHERE parent_id IS NOT NULL)::int AS replies,
            (SELECT count(*) FROM post_reactions)::int AS likes,
            (SELECT count(*) FROM users WHERE company_id IS NOT NULL)::int AS members,
            (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM search_terms)::int AS "searchTerms",
            (SELECT round(avg(length(body)))::int FROM posts) AS "averagePostCharacters",
            (pg_database_size(current_database()) / 1048576)::int AS "databaseMiB"`,
  );
  const [version] = await query<{ server_version: string }>("SHOW server_version");
  return {
    busyHub,
    followedCompanyIds: followed.map((row) => row.id),
    mostCommentedPost: mostCommented,
    commentedPostIds: commented.map((row) => row.id),
    dataSet: dataSet ?? {},
    postgresVersion: version?.server_version ?? "unknown",
  };
}
