// Demo company content: the vendors' profiles, products, capabilities, match points, resources and posts, the
// leaders' employers, and a few follows. Written through the features' own services (as a platform
// admin) so that demo data obeys the same rules as real data; posts and comments, which have no
// write service yet, go straight into their tables. Every description says it is demo data.

import type { CapabilityType } from "@common/capabilities";
import type { UpdateCompanyInput } from "@common/companies";
import type { IntentType } from "@common/intent-types";
import type { AppContext } from "@server/app-context";
import { addCapabilities } from "@server/features/capabilities/capabilities.service";
import { createCompany, editCompany, setFollowing } from "@server/features/companies/companies.service";
import {
  answerMembershipRequest,
  membershipRequests,
} from "@server/features/company-admins/company-admins.service";
import { setCompanyMatchPoints } from "@server/features/decisions/match-points.service";
import { createProduct } from "@server/features/products/products.service";
import { createResource } from "@server/features/resources/resources.service";
import type { SessionUser } from "@server/platform/auth/session";
import { users } from "@server/platform/database/schema/auth";
import { comments, posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { eq } from "drizzle-orm";

const DEMO_NOTE = "(Demo company: loaded with Summit's demo data.)";

interface DemoVendor {
  name: string;
  profile: UpdateCompanyInput;
  products: { name: string; description: string }[];
  capabilities: Partial<Record<CapabilityType, string[]>>;
  /** The intent types it sells into (docs/decisions/0019). */
  matchPoints: IntentType[];
  resources: { title: string; description: string; url: string }[];
  posts: { hub: string; body: string; spotlight?: boolean }[];
}

const VENDORS: DemoVendor[] = [
  {
    name: "Northwind Analytics",
    matchPoints: ["Analytics & BI", "Data Platforms", "Data Governance", "AI & Machine Learning"],
    profile: {
      isPage: true,
      headquarter: "Seattle, United States",
      size: "201-500",
      industry: "Computer Software",
      revenueBand: "$50-$200 million",
      website: "https://northwind-analytics.example",
      description: `Northwind builds a governed analytics platform that lets data teams publish trusted metrics to the whole business. ${DEMO_NOTE}`,
      specialities: ["Data Analytics", "Data Governance", "Business Intelligence", "Data Quality"],
      interests: ["Data Strategy", "Analytics", "Artificial Intelligence"],
    },
    products: [
      {
        name: "Northwind Metrics Layer",
        description: "One definition of every business metric, queried the same way from every tool.",
      },
      {
        name: "Northwind Data Catalog",
        description: "Search, lineage and ownership for every table and dashboard.",
      },
    ],
    capabilities: {
      "use-case": ["Self-service analytics", "Regulatory reporting"],
      integration: ["Snowflake", "Databricks", "Power BI"],
      deployment: ["SaaS", "Private cloud"],
      certification: ["SOC 2 Type II", "ISO 27001"],
    },
    resources: [
      {
        title: "Metric governance checklist",
        description: "Twelve questions to ask before a metric reaches the board pack.",
        url: "https://northwind-analytics.example/resources/metric-governance",
      },
    ],
    posts: [
      {
        hub: "cdo",
        body: "How do you keep finance and product reading the same revenue number? We wrote up what worked for three of our customers.",
        spotlight: true,
      },
      {
        hub: "cdo",
        body: "We are hosting a round table on data contracts next month; reply here if you want a seat.",
      },
    ],
  },
  {
    name: "Bastion Security",
    matchPoints: ["Application Security", "Cloud Security", "Identity & Access", "Network Security"],
    profile: {
      isPage: true,
      headquarter: "London, United Kingdom",
      size: "501-1,000",
      industry: "Computer & Network Security",
      revenueBand: "$200-$500 million",
      website: "https://bastion-security.example",
      description: `Bastion protects identities and cloud workloads with one policy engine and a 24/7 response team. ${DEMO_NOTE}`,
      specialities: ["Cloud Security", "Identity & Access Management", "Zero Trust Security"],
      interests: ["Cybersecurity", "Cyber Insurance", "Business Continuity"],
    },
    products: [
      {
        name: "Bastion Identity Guard",
        description: "Phishing-resistant sign-in and least-privilege access.",
      },
      {
        name: "Bastion Cloud Shield",
        description: "Posture management and runtime protection for cloud workloads.",
      },
    ],
    capabilities: {
      "use-case": ["Zero trust rollout", "Incident response"],
      service: ["Managed detection and response"],
      region: ["Europe", "North America"],
      certification: ["ISO 27001", "FedRAMP Moderate"],
    },
    resources: [
      {
        title: "Board briefing: identity attacks in 2026",
        description: "A ten-minute read for your next risk committee.",
        url: "https://bastion-security.example/resources/identity-briefing",
      },
    ],
    posts: [
      {
        hub: "ciso",
        body: "Three questions every CISO should ask before renewing a cyber insurance policy this year.",
        spotlight: true,
      },
    ],
  },
  {
    name: "Ledgerly",
    matchPoints: ["ERP & Finance Systems"],
    profile: {
      isPage: true,
      headquarter: "Amsterdam, Netherlands",
      size: "11-50",
      industry: "Financial Services",
      revenueBand: "$1-$10 million",
      website: "https://ledgerly.example",
      description: `Ledgerly closes the books faster with automated reconciliation for mid-sized finance teams. ${DEMO_NOTE}`,
      specialities: ["Financial Planning & Analysis"],
      interests: ["Cost Optimization", "Automation"],
    },
    products: [
      { name: "Ledgerly Close", description: "Continuous reconciliation and a month-end close checklist." },
    ],
    capabilities: { "use-case": ["Month-end close"], deployment: ["SaaS"] },
    resources: [],
    posts: [
      { hub: "cfo", body: "What does your month-end close look like in days? We are collecting benchmarks." },
    ],
  },
];

/** Where each demo leader works; these companies have no public page. */
const EMPLOYERS: Record<string, { name: string; industry: string; headquarter: string }> = {
  "ana.ruiz": { name: "Meridian Bank", industry: "Banking", headquarter: "Madrid, Spain" },
  "tomas.berg": { name: "Harbor Mutual Insurance", industry: "Insurance", headquarter: "Oslo, Norway" },
  "priya.nair": { name: "Cartwell Retail", industry: "Retail", headquarter: "Bengaluru, India" },
  "marcus.hale": {
    name: "Freightline Logistics",
    industry: "Logistics & Supply Chain",
    headquarter: "Rotterdam, Netherlands",
  },
  "leila.haddad": {
    name: "Saint Aubin Health",
    industry: "Hospital & Health Care",
    headquarter: "Lyon, France",
  },
  "sam.okafor": { name: "Parcelwise", industry: "Internet", headquarter: "Lagos, Nigeria" },
};

async function userByEmail(context: AppContext, email: string) {
  const [user] = await context.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo member ${email} is missing`);
  return user;
}

export async function seedDemoCompanies(context: AppContext, emailOf: (local: string) => string) {
  const { db } = context;
  const operatorRow = await userByEmail(context, emailOf("olivia.grant"));
  const operator: SessionUser = {
    id: operatorRow.id,
    email: operatorRow.email,
    isPlatformAdmin: true,
    twoFactorEnabled: false,
    sessionId: null,
  };
  const member = async (local: string): Promise<SessionUser> => {
    const row = await userByEmail(context, emailOf(local));
    return { id: row.id, email: row.email, isPlatformAdmin: false, twoFactorEnabled: false, sessionId: null };
  };

  for (const [local, employer] of Object.entries(EMPLOYERS)) {
    await createCompany(db, await member(local), { ...employer, isPage: false });
  }

  const vendorIds = new Map<string, string>();
  for (const vendor of VENDORS) {
    const companyId = await companyIdByName(context, vendor.name);
    vendorIds.set(vendor.name, companyId);
    await editCompany(db, operator, companyId, vendor.profile);
    const [firstEmployee] = await db.select().from(users).where(eq(users.companyId, companyId)).limit(1);
    for (const product of vendor.products) {
      await createProduct(db, operator, companyId, firstEmployee?.id ?? operator.id, product);
    }
    for (const [type, names] of Object.entries(vendor.capabilities) as [CapabilityType, string[]][]) {
      await addCapabilities(db, operator, companyId, type, { names });
    }
    await setCompanyMatchPoints(db, operator, companyId, { intentTypes: vendor.matchPoints });
    for (const resource of vendor.resources) {
      await createResource(db, operator, { ...resource, companyId, kind: "link" });
    }
    for (const [index, post] of vendor.posts.entries()) {
      const createdAt = new Date(Date.now() - (index + 1) * 36 * 60 * 60 * 1000);
      const [row] = await db
        .insert(posts)
        .values({
          authorId: firstEmployee?.id ?? operator.id,
          companyId,
          hub: post.hub,
          body: post.body,
          createdAt,
          updatedAt: createdAt,
          spotlightedAt: post.spotlight ? createdAt : null,
        })
        .returning({ id: posts.id });
      if (row && index === 0) {
        const commenter = await member(post.hub === "ciso" ? "tomas.berg" : "priya.nair");
        await db.insert(comments).values({
          postId: row.id,
          authorId: commenter.id,
          body: "Useful, thank you. We ran into exactly this last quarter.",
        });
      }
    }
  }

  // Diego asked to join Northwind when he signed up; its admins let him in.
  const northwind = vendorIds.get("Northwind Analytics");
  if (northwind) {
    for (const request of await membershipRequests(db, operator, northwind, "pending")) {
      await answerMembershipRequest(db, operator, northwind, request.id, true);
    }
  }

  const ana = await member("ana.ruiz");
  for (const companyId of vendorIds.values()) await setFollowing(db, ana, companyId, true);
}

async function companyIdByName({ db }: AppContext, name: string): Promise<string> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`demo company ${name} is missing`);
  return row.id;
}
