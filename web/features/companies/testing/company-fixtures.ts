// Companies as the API answers them, and the answers a company page needs, for component tests.
import type { Company, CompanySummary } from "@common/companies";
import type { Product } from "@common/products";
import type { Resource } from "@common/resources";
import type { ApiHandler } from "@web/test/api-mock";

export const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

export const testCompany: Company = {
  id: COMPANY_ID,
  name: "Northwind Analytics",
  isPage: true,
  headquarter: "London, United Kingdom",
  industry: "Computer Software",
  size: "51-200",
  logoUrl: null,
  revenueBand: "$50-$200 million",
  description: "Analytics for supply chains.",
  website: "https://www.northwind.example",
  specialities: ["Cloud Security", "Data Analytics"],
  interests: ["Cybersecurity"],
  logoThumbnailUrl: null,
  followerCount: 12,
  employeeCount: 3,
  productCount: 1,
  verifiedAt: null,
  isFollowing: false,
  bookmarked: false,
  viewerPrivilege: null,
  viewerCanEdit: false,
  viewerHasPendingAdminRequest: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

/** The company as its owner sees it. */
export const ownedCompany: Company = { ...testCompany, viewerPrivilege: "owner", viewerCanEdit: true };

export function companySummary(index: number, overrides: Partial<CompanySummary> = {}): CompanySummary {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    name: `Company ${index}`,
    isPage: true,
    headquarter: "Berlin, Germany",
    industry: "Computer Software",
    size: "11-50",
    logoUrl: null,
    ...overrides,
  };
}

export const testProduct: Product = {
  id: "1b2c3d4e-0000-4000-8000-000000000001",
  companyId: COMPANY_ID,
  name: "Northwind Forecast",
  description: "Demand forecasting for retailers.",
  website: "https://forecast.northwind.example",
  imageUrl: null,
  imageThumbnailUrl: null,
  owner: {
    id: "user-1",
    name: "Ada Lovelace",
    jobTitle: "Chief Information Security Officer",
    photoUrl: null,
  },
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

export const testDocument: Resource = {
  id: "2b2c3d4e-0000-4000-8000-000000000001",
  companyId: COMPANY_ID,
  title: "Security whitepaper",
  description: "How Northwind protects your data.",
  kind: "document",
  url: "/api/files/documents/whitepaper.pdf",
  fileName: "whitepaper.pdf",
  contentType: "application/pdf",
  sizeBytes: 1_572_864,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const emptyPage = { body: { items: [], nextCursor: null } };

/** Answers for a company page: the company itself and empty lists for each tab. */
export function companyHandlers(company: Company = testCompany): Record<string, ApiHandler> {
  const id = company.id;
  return {
    [`GET /api/companies/${id}`]: { body: company },
    [`GET /api/factor/companies/${id}/products`]: emptyPage,
    [`GET /api/factor/companies/${id}/capabilities`]: { body: { items: [] } },
    [`GET /api/companies/${id}/employees`]: emptyPage,
    [`GET /api/companies/${id}/posts`]: emptyPage,
    [`GET /api/companies/${id}/spotlight-posts`]: emptyPage,
    "GET /api/resources": emptyPage,
  };
}

/** Answers for the admin area's profile tab: the pickers' lists. */
export const referenceListHandlers: Record<string, ApiHandler> = {
  "GET /api/industries/short": {
    body: {
      items: ["Computer Software", "Financial Services"].map((name, index) => ({
        id: `i${index}`,
        name,
        position: null,
      })),
      total: 2,
      nextCursor: null,
    },
  },
  "GET /api/company-sizes": {
    body: {
      items: ["1-10", "11-50", "51-200"].map((name, index) => ({
        id: `s${index}`,
        name,
        position: index + 1,
      })),
      total: 3,
      nextCursor: null,
    },
  },
};
