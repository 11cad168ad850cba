/**
 * Every field limit, once. The entity schemas (entities/), the forms and the Cloud Functions
 * read these; firestore.rules states the same numbers for the fields clients may write, and the
 * rules suite (tests/emulators/firestore-rules-limits.test.ts) writes each value at and over its
 * limit from this table, so the two cannot drift. Strings count UTF-16 code units, as
 * Firestore's `size()` counts characters of the BMP.
 */
export const LIMITS = {
  /** users/{uid}: the name given at sign-up. */
  profile: { name: 100 },
  /** essays and articles (dispatches). */
  longform: {
    title: 500,
    slug: 200,
    userId: 128,
    excerpt: 5000,
    authorName: 200,
    authorBio: 5000,
    headerImageUrl: 2048,
    metaTitle: 500,
    metaDescription: 1000,
    canonicalUrl: 2048,
    ogTitle: 500,
    ogDescription: 1000,
    ogImageUrl: 2048,
    twitterTitle: 500,
    twitterDescription: 1000,
    twitterImageUrl: 2048,
    canonicalAnswer: 5000,
    /** List sizes. */
    tags: 50,
    seoKeywords: 50,
    faqs: 50,
    /** The earlier slugs a published piece keeps answering at (cms/slug-history.ts). */
    previousSlugs: 20,
  },
  /** A dispatch's {name, slug} category. */
  dispatchCategory: { name: 200, slug: 200 },
  /** resources (prompts). */
  prompt: {
    title: 500,
    slug: 200,
    userId: 128,
    description: 5000,
    aboutPrompt: 20000,
    howToUse: 20000,
    explainerContent: 100000,
    metaTitle: 500,
    metaDescription: 1000,
    ogImageUrl: 2048,
    canonicalUrl: 2048,
    /** List sizes. */
    tags: 50,
    previousSlugs: 20,
  },
  /** subscribers (and waitlist entries: a subscriber on another list). */
  subscriber: { email: 255, name: 200 },
  /** contacts: public-site.md section 9. */
  contact: { name: 100, company: 100, email: 255, message: 1000 },
  /** page_views: what a visitor's page view may hold (the tracker trims to these). */
  pageView: { pagePath: 2048, pageTitle: 300, referrer: 2048, userAgent: 512, sessionId: 100 },
  /** social_shares. */
  socialShare: { pagePath: 2048 },
  /**
   * A header image uploaded from the CMS (admin-cms.md section 9: 10 MB, one file); storage.rules
   * states the same size (held by src/domain/cms/image-upload.test.ts).
   */
  imageUpload: { bytes: 10 * 1024 * 1024 },
  /** slug_claims/{collection}:{slug}: which piece holds a slug. */
  slugClaim: { docId: 128 },
  /** {collection}/{id}/versions/{n}: who replaced a version. */
  contentVersion: { archivedBy: 128 },
} as const;

/** The limited fields of one entity. */
export type LimitsOf<E extends keyof typeof LIMITS> = (typeof LIMITS)[E];
