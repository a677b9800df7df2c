// db/seed/content/types.ts
export interface SeedBlogCategory {
  name: string;
  /** The name on the Spanish blog. */
  nameEs: string;
  slug: string;
  description: string;
}
export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Safe HTML using only: p, h2, h3, ul, ol, li, strong, em, a (relative href), blockquote, table/thead/tbody/tr/th/td */
  content: string;
  category: string; // a SeedBlogCategory name
  tags: string[];
  author: string;
  publishedAt: string; // ISO 8601, between 2026-01-05 and 2026-11-15
  metaTitle: string; // <= 60 chars
  metaDescription: string; // 120-160 chars
}
export interface SeedFaqItem {
  question: string;
  answer: string;
  /** The Spanish question and answer, where written (the Spanish page shows the others in English). */
  questionEs?: string;
  answerEs?: string;
  /** The category's name and the tags on the Spanish page, for the items written in Spanish. */
  categoryEs?: string;
  tagsEs?: string[];
  category: FaqCategory;
  tags: string[];
}
export type FaqCategory =
  | "General Pool Information"
  | "Installation & Timeline"
  | "Maintenance"
  | "Cost & Estimates"
  | "Customization & Features"
  | "Permits & Regulations"
  | "Warranties & Guarantees"
  | "Payments & Financing"
  | "Pool Heating Options";
export interface SeedTestimonial {
  customerName: string;
  location: string;
  city: string;
  state: "FL";
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  contentEs: string;
  poolType: string;
  poolSize: string;
  installationYear: number;
  projectValue: number | null;
  isVerified: boolean;
  isFeatured: boolean;
  source: "manual";
}
export interface SeedLandingPage {
  title: string;
  slug: string;
  city: string;
  service: string;
  metaTitle: string;
  metaDescription: string;
  contentType: "html" | "page";
  content: string;
  localPagePath: string | null;
  targetKeywords: string[];
  status: "published" | "draft";
  strategy: "standard";
}
export interface SeedUrlMapping {
  legacyUrl: string;
  targetPage: BuiltInPageName;
  description: string;
  priority: number;
  metaTitle: string;
  metaDescription: string;
}
export type BuiltInPageName =
  | "PoolsPage"
  | "PackagesPage"
  | "ResurfacingPage"
  | "InstallationPage"
  | "AboveGroundPoolsPage"
  | "SanJuanPoolsPage"
  | "LathamPoolsPage"
  | "CalculatorPage"
  | "ContactPage"
  | "EstimatePage"
  | "TenByTwentyFiberglassPool"
  | "BlogPage"
  | "FinancingPage";
export interface SeedResource {
  title: string;
  description: string;
  category: string;
  type: "guide" | "checklist" | "pdf" | "video" | "warranty";
  fileUrl: string;
  pages: number | null;
  status: "published";
}
export interface SeedPoolColor {
  manufacturer: string;
  colorName: string;
  colorSeries: string;
  colorType: string;
  colorHex: string;
  gradientFrom: string;
  gradientTo: string;
  description: string;
}
export interface SeedManufacturer {
  name: string;
  description: string;
  /** The same description in Spanish, line for line. */
  descriptionEs: string;
  logo: string;
  iconLogo: string;
  enabled: boolean;
  website: string | null;
  displayOrder: number;
}
export interface SeedFinancingPartner {
  key: string;
  name: string;
  description: string;
  lender: string;
  apr: string;
  features: string[];
  requirements: string[];
  /** The description, features and requirements in Spanish, item for item. */
  descriptionEs: string;
  featuresEs: string[];
  requirementsEs: string[];
  creditScoreRequired: string;
  minAmount: number;
  maxAmount: number;
  termMonths: number;
  applicationUrl: string;
  promoted: boolean;
  displayOrder: number;
}
