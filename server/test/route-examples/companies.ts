// Companies: the directory and profiles, following, products, capabilities, resources, company
// admins and their requests, requests to join, and account files with their imports.
import { randomUUID } from "node:crypto";
import { addAccountFile, uploadCsv } from "@server/features/account-files/account-file-fixtures";
import { users } from "@server/platform/database/schema/auth";
import {
  capabilities,
  companies,
  companyAdminRequests,
  companyAdmins,
  companyMembershipRequests,
  products,
  resources,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { eq } from "drizzle-orm";
import type { World } from "../permission-world";
import { ORIGIN, perWorld, unique } from "./support";
import type { RouteExamples } from "./types";

const ACCOUNTS_CSV = "Company,Domain\nAcme Corp,acme.com\nGlobex,globex.com\n";

/**
 * C runs a public page: visitors see a company's profile, products, capabilities and resources
 * only when it has one, and those routes are open to anyone.
 */
const companyPage = perWorld(async (world) => {
  await world.t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, world.companyId));
});

/** A company with no one in it; its id. */
async function bareCompany(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(companies)
    .values({ name: `Bare Co ${unique()}` })
    .returning({ id: companies.id });
  if (!row) throw new Error("no company");
  return row.id;
}

/**
 * Someone who never signs in, written straight to the database: the person an admin right or a
 * request is about (signing up through the API takes seconds, and nine calls make nine of them).
 */
async function bystander(world: World): Promise<string> {
  const id = randomUUID();
  await world.t.context.db
    .insert(users)
    .values({ id, name: `Bystander ${id.slice(0, 8)}`, email: `${id}@example.com` });
  return id;
}

/** A new admin of C, to be promoted or removed; their id. */
async function freshAdmin(world: World): Promise<string> {
  const userId = await bystander(world);
  await world.t.context.db
    .insert(companyAdmins)
    .values({ companyId: world.companyId, userId, privilege: "admin" });
  return userId;
}

/** Someone's pending request for admin rights over C; its id. */
async function adminRequest(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(companyAdminRequests)
    .values({
      companyId: world.companyId,
      userId: await bystander(world),
      message: "I run our partner programme.",
    })
    .returning({ id: companyAdminRequests.id });
  if (!row) throw new Error("no admin request");
  return row.id;
}

/** Someone's pending request to join C, as a vendor naming C at sign-up makes; its id. */
async function membershipRequest(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(companyMembershipRequests)
    .values({ companyId: world.companyId, userId: await bystander(world) })
    .returning({ id: companyMembershipRequests.id });
  if (!row) throw new Error("no membership request");
  return row.id;
}

/** A product of C that its owner answers for; its id. */
async function product(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(products)
    .values({ companyId: world.companyId, name: `Product ${unique()}`, ownerId: world.people.owner.id })
    .returning({ id: products.id });
  if (!row) throw new Error("no product");
  return row.id;
}
const sharedProduct = perWorld(product);

/** One of C's capabilities; its id. */
async function capability(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(capabilities)
    .values({ companyId: world.companyId, type: "integration", name: `Integration ${unique()}` })
    .returning({ id: capabilities.id });
  if (!row) throw new Error("no capability");
  return row.id;
}
const sharedCapability = perWorld(capability);

/** A link among C's resources; its id. */
async function resource(world: World): Promise<string> {
  const [row] = await world.t.context.db
    .insert(resources)
    .values({
      companyId: world.companyId,
      title: `Case study ${unique()}`,
      kind: "link",
      url: "https://example.com/case-study",
      createdBy: world.people.owner.id,
    })
    .returning({ id: resources.id });
  if (!row) throw new Error("no resource");
  return row.id;
}
const sharedResource = perWorld(resource);

/** An account file of C from its owner's upload; its id. */
async function accountFile(world: World): Promise<string> {
  return (await addAccountFile(world.t, world.people.owner, world.companyId, ACCOUNTS_CSV)).id;
}
const sharedAccountFile = perWorld(accountFile);

/** An import of one of C's account files, asked for once by its owner; its id. */
const sharedImport = perWorld(async (world) => {
  const response = await world.t.request({
    method: "POST",
    url: `/api/companies/${world.companyId}/import`,
    cookie: world.people.owner.cookie,
    headers: ORIGIN,
    payload: { accountFileId: await accountFile(world) },
  });
  if (response.statusCode !== 202) throw new Error(`starting an import: ${response.body}`);
  return response.json().id as string;
});

/** A company C tracks; its id. */
async function trackedAccount(world: World): Promise<string> {
  const accountCompanyId = await bareCompany(world);
  await world.t.context.db
    .insert(trackedAccounts)
    .values({ vendorCompanyId: world.companyId, accountCompanyId });
  return accountCompanyId;
}
const sharedTrackedAccount = perWorld(trackedAccount);

const companyUrl = (world: World, rest = "") => `/api/companies/${world.companyId}${rest}`;
const factorUrl = (world: World, rest = "") => `/api/factor/companies/${world.companyId}${rest}`;

export const companiesExamples: RouteExamples = {
  // The directory, its filters and search.
  "GET /api/companies": async () => ({ url: "/api/companies?search=Company" }),
  // Creating a company makes a member without one work there: stand-ins keep the world's leader
  // and platform admin without a company.
  "POST /api/companies": async (world, role) => ({
    url: "/api/companies",
    payload: { name: `New Co ${unique()}`, industry: "Banking" },
    ...(role === "leader" || role === "platformAdmin" ? { as: await world.standIn(role) } : {}),
  }),
  "GET /api/companies/filters": async () => ({ url: "/api/companies/filters?attributes[]=industry" }),
  "GET /api/guest/companies/short": async () => ({ url: "/api/guest/companies/short?where[isPage]=1" }),
  "GET /api/guest/companies": async () => ({ url: "/api/guest/companies?search=Company" }),
  "GET /api/search/company": async () => ({ url: "/api/search/company?search=Company" }),
  "GET /api/factor/search/user": async (world) => ({
    url: `/api/factor/search/user?search=Vendor&companyId=${world.companyId}`,
  }),

  // The profile, under both paths.
  "GET /api/companies/:id": async (world) => {
    await companyPage(world);
    return { url: companyUrl(world) };
  },
  "PUT /api/companies/:id": async (world, role) => ({
    url: companyUrl(world),
    payload: { description: `Described by ${role}` },
  }),
  "GET /api/factor/companies/:id": async (world) => {
    await companyPage(world);
    return { url: factorUrl(world) };
  },
  "PUT /api/factor/companies/:id": async (world, role) => ({
    url: factorUrl(world),
    payload: { description: `Described by ${role}` },
  }),

  // Following and the company's people.
  "POST /api/companies/:id/follow": async (world) => ({ url: companyUrl(world, "/follow") }),
  "DELETE /api/companies/:id/follow": async (world) => ({ url: companyUrl(world, "/follow") }),
  "GET /api/companies/:id/employees": async (world) => ({ url: companyUrl(world, "/employees") }),
  "GET /api/companies/:id/followers": async (world) => ({ url: companyUrl(world, "/followers") }),

  // Products.
  "GET /api/factor/companies/:id/products": async (world) => {
    await companyPage(world);
    await sharedProduct(world);
    return { url: factorUrl(world, "/products") };
  },
  "GET /api/factor/companies/:id/products/:productId": async (world) => {
    await companyPage(world);
    return { url: factorUrl(world, `/products/${await sharedProduct(world)}`) };
  },
  "PATCH /api/factor/companies/:id/products/:productId": async (world, role) => ({
    url: factorUrl(world, `/products/${await sharedProduct(world)}`),
    payload: { description: `Described by ${role}` },
  }),
  "DELETE /api/factor/companies/:id/products/:productId": async (world) => ({
    url: factorUrl(world, `/products/${await product(world)}`),
  }),
  "POST /api/factor/companies/:id/users/:userId/products": async (world) => ({
    url: factorUrl(world, `/users/${world.people.owner.id}/products`),
    payload: { name: `Product ${unique()}` },
  }),

  // Capabilities.
  "GET /api/factor/companies/:id/capabilities": async (world) => {
    await companyPage(world);
    await sharedCapability(world);
    return { url: factorUrl(world, "/capabilities") };
  },
  "POST /api/factor/companies/:id/capabilities/type/:type": async (world) => ({
    url: factorUrl(world, "/capabilities/type/region"),
    payload: { names: [`Region ${unique()}`] },
  }),
  "DELETE /api/factor/companies/:id/capabilities/type/:type": async (world) => {
    await world.t.context.db
      .insert(capabilities)
      .values({ companyId: world.companyId, type: "certification", name: `Certificate ${unique()}` });
    return { url: factorUrl(world, "/capabilities/type/certification") };
  },
  "DELETE /api/factor/companies/:id/capabilities/:capabilityId": async (world) => ({
    url: factorUrl(world, `/capabilities/${await capability(world)}`),
  }),

  // Resources.
  "GET /api/resources": async (world) => {
    await companyPage(world);
    await sharedResource(world);
    return { url: `/api/resources?companyId=${world.companyId}` };
  },
  "POST /api/resources": async (world) => ({
    url: "/api/resources",
    payload: {
      companyId: world.companyId,
      title: `Pricing ${unique()}`,
      kind: "link",
      url: "https://example.com/pricing",
    },
  }),
  "PATCH /api/resources/:id": async (world, role) => ({
    url: `/api/resources/${await sharedResource(world)}`,
    payload: { description: `Described by ${role}` },
  }),
  "DELETE /api/resources/:id": async (world) => ({ url: `/api/resources/${await resource(world)}` }),

  // Company admins: a fresh admin or request for each call keeps the world's people in place.
  "GET /api/companies/:id/company-admins": async (world) => ({ url: companyUrl(world, "/company-admins") }),
  "PATCH /api/companies/:id/company-admins/:adminId": async (world) => ({
    url: companyUrl(world, `/company-admins/${await freshAdmin(world)}`),
    payload: { privilege: "owner" },
  }),
  "DELETE /api/companies/:id/company-admins/:adminId": async (world) => ({
    url: companyUrl(world, `/company-admins/${await freshAdmin(world)}`),
  }),
  "DELETE /api/factor/companies/:id/admins": async (world) => ({
    url: factorUrl(world, "/admins"),
    payload: { userIds: [await freshAdmin(world), await freshAdmin(world)] },
  }),
  "GET /api/companies/:id/company-admin-requests": async (world) => ({
    url: companyUrl(world, "/company-admin-requests"),
  }),
  // Any member may ask a company for admin rights, except one who holds them already (409); each
  // call asks a company of its own, where no caller is an admin yet.
  "POST /api/companies/:id/company-admin-requests": async (world) => ({
    url: `/api/companies/${await bareCompany(world)}/company-admin-requests`,
    payload: { message: "I look after our vendors." },
  }),
  "POST /api/companies/:id/company-admin-requests/:requestId/approve": async (world) => ({
    url: companyUrl(world, `/company-admin-requests/${await adminRequest(world)}/approve`),
    payload: { privilege: "admin" },
  }),
  "POST /api/companies/:id/company-admin-requests/:requestId/decline": async (world) => ({
    url: companyUrl(world, `/company-admin-requests/${await adminRequest(world)}/decline`),
  }),

  // Requests to join, made at sign-up.
  "GET /api/companies/:id/membership-requests": async (world) => ({
    url: companyUrl(world, "/membership-requests"),
  }),
  "POST /api/companies/:id/membership-requests/:requestId/approve": async (world) => ({
    url: companyUrl(world, `/membership-requests/${await membershipRequest(world)}/approve`),
  }),
  "POST /api/companies/:id/membership-requests/:requestId/decline": async (world) => ({
    url: companyUrl(world, `/membership-requests/${await membershipRequest(world)}/decline`),
  }),

  // Account files, their imports and the accounts C tracks.
  "POST /api/companies/:id/account-files": async (world, role) => {
    // A file is made from the caller's own upload; platform admins may use anyone's, and the
    // others are refused before the upload is looked at.
    const uploader = role === "admin" ? world.people.admin : world.people.owner;
    return {
      url: companyUrl(world, "/account-files"),
      payload: { uploadId: await uploadCsv(world.t, uploader, ACCOUNTS_CSV), name: `Targets ${unique()}` },
    };
  },
  "GET /api/companies/:id/account-files/list": async (world) => {
    await sharedAccountFile(world);
    return { url: companyUrl(world, "/account-files/list") };
  },
  "PATCH /api/companies/account-files/:id": async (world, role) => ({
    url: `/api/companies/account-files/${await sharedAccountFile(world)}`,
    payload: { name: `Renamed by ${role}` },
  }),
  "DELETE /api/companies/account-files/:id": async (world) => ({
    url: `/api/companies/account-files/${await accountFile(world)}`,
  }),
  // One import of a file runs at a time, so each call imports a file of its own.
  "POST /api/companies/:id/import": async (world) => ({
    url: companyUrl(world, "/import"),
    payload: { accountFileId: await accountFile(world) },
  }),
  "GET /api/companies/:id/imports/:importId": async (world) => ({
    url: companyUrl(world, `/imports/${await sharedImport(world)}`),
  }),
  "GET /api/companies/:id/imports/:importId/rows": async (world) => ({
    url: companyUrl(world, `/imports/${await sharedImport(world)}/rows`),
  }),
  "GET /api/companies/:id/tracked-accounts": async (world) => {
    await sharedTrackedAccount(world);
    return { url: companyUrl(world, "/tracked-accounts") };
  },
  "DELETE /api/companies/:id/tracked-accounts/:accountCompanyId": async (world) => ({
    url: companyUrl(world, `/tracked-accounts/${await trackedAccount(world)}`),
  }),
};
