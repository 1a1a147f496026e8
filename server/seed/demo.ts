// Demo data for a fresh installation: a few leaders across hubs and vendor companies with admins.
// Loaded only into an empty database, marked as demo (e-mails at demo.summit.test, memberData.demo).

import type { SignUpInput } from "@common/auth";
import type { AppContext } from "@server/app-context";
import { signUpConfirmed } from "@server/platform/auth/auth";
import { users } from "@server/platform/database/schema/auth";
import { and, count, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { seedDemoBilling } from "./demo-billing";
import { seedDemoCommunity } from "./demo-community";
import { seedDemoCompanies } from "./demo-companies";
import { seedDemoContent } from "./demo-content";
import { seedDemoEvents } from "./demo-events";
import { seedDemoInsights } from "./demo-insights";
import { seedDemoLearning } from "./demo-learning";
import { seedDemoPerformance } from "./demo-performance";

export const DEMO_PASSWORD = "summit-demo-password";
export const DEMO_EMAIL_DOMAIN = "demo.summit.test";

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

const DEMO_MEMBERS: SignUpInput[] = [
  {
    accountType: "leader",
    role: "CIO",
    name: "Ana Ruiz",
    email: email("ana.ruiz"),
    jobTitle: "Chief Information Officer",
    industry: "Banking",
    revenueBand: "$1 billion +",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "leader",
    role: "CISO",
    name: "Tomas Berg",
    email: email("tomas.berg"),
    jobTitle: "Chief Information Security Officer",
    industry: "Insurance",
    revenueBand: "$500m-$1 billion",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "leader",
    role: "CDO/Data",
    name: "Priya Nair",
    email: email("priya.nair"),
    jobTitle: "Chief Data Officer",
    industry: "Retail",
    revenueBand: "$200-$500 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "leader",
    role: "Finance/CFO",
    name: "Marcus Hale",
    email: email("marcus.hale"),
    jobTitle: "Chief Financial Officer",
    industry: "Logistics & Supply Chain",
    revenueBand: "$50-$200 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "leader",
    role: "CHRO",
    name: "Leila Haddad",
    email: email("leila.haddad"),
    jobTitle: "Chief Human Resources Officer",
    industry: "Hospital & Health Care",
    revenueBand: "$1 billion +",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "leader",
    role: "DevOps",
    name: "Sam Okafor",
    email: email("sam.okafor"),
    jobTitle: "VP Platform Engineering",
    industry: "Internet",
    revenueBand: "$10-$50 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "vendor",
    plan: "Growth",
    companyName: "Northwind Analytics",
    name: "Grace Lin",
    email: email("grace.lin"),
    jobTitle: "VP Sales",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "vendor",
    plan: "Growth",
    companyName: "Northwind Analytics",
    name: "Diego Alvarez",
    email: email("diego.alvarez"),
    jobTitle: "Account Executive",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "vendor",
    plan: "Enterprise",
    companyName: "Bastion Security",
    name: "Hannah Weiss",
    email: email("hannah.weiss"),
    jobTitle: "Chief Revenue Officer",
    industry: "Computer & Network Security",
    revenueBand: "$200-$500 million",
    password: DEMO_PASSWORD,
  },
  {
    accountType: "vendor",
    plan: "Starter",
    companyName: "Ledgerly",
    name: "Omar Farouk",
    email: email("omar.farouk"),
    jobTitle: "Founder & CEO",
    industry: "Financial Services",
    revenueBand: "$1-$10 million",
    password: DEMO_PASSWORD,
  },
];

/** A platform admin, who moderates and manages plans and reference lists. */
const OPERATOR: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Olivia Grant",
  email: email("olivia.grant"),
  jobTitle: "Community Operations Lead",
  industry: "Internet",
  revenueBand: "$10-$50 million",
  password: DEMO_PASSWORD,
};

export async function seedDemoData(context: AppContext, logger: Logger): Promise<void> {
  const { db, auth } = context;
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return;

  for (const member of [...DEMO_MEMBERS, OPERATOR]) {
    // Demo addresses receive no mail: the members are created confirmed.
    await signUpConfirmed(auth, member);
    await db
      .update(users)
      .set({ memberData: { demo: true } })
      .where(eq(users.email, member.email));
  }
  await db.update(users).set({ isPlatformAdmin: true }).where(eq(users.email, OPERATOR.email));
  // The demo leaders agreed to contribute to decision insights, except Sam, who has not been asked yet.
  await db
    .update(users)
    .set({ insightsConsentedAt: new Date() })
    .where(and(eq(users.accountType, "leader"), ne(users.email, email("sam.okafor"))));
  await seedDemoCompanies(context, email);
  await seedDemoCommunity(context, email);
  await seedDemoContent(context, email);
  await seedDemoEvents(context, email);
  await seedDemoLearning(context, email);
  await seedDemoInsights(context, email);
  await seedDemoPerformance(context);
  await seedDemoBilling(context);

  logger.info(
    {
      leader: DEMO_MEMBERS[0]?.email,
      vendor: DEMO_MEMBERS[6]?.email,
      platformAdmin: OPERATOR.email,
      password: DEMO_PASSWORD,
    },
    "loaded demo data",
  );
  console.log(
    `\n  Demo data loaded. Sign in as a leader with ${DEMO_MEMBERS[0]?.email}, as a vendor with ${DEMO_MEMBERS[6]?.email} or as a platform admin with ${OPERATOR.email}; password: ${DEMO_PASSWORD}\n`,
  );
}
