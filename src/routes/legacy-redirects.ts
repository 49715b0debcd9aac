/**
 * Legacy and off-site redirects (docs/product.md §2.2, decision 004), each at its canonical slash form: to a page
 * of this site, or off the site to an address the configuration names. Imports nothing, so the content build
 * reads it too: no page takes one of these addresses (scripts/content/collections.ts).
 */
export const legacyRedirects = {
  "/contacts/": "/contact",
  // The old sitemap advertised /expertise; the page lives at /notre-expertise.
  "/expertise": "/notre-expertise",
  "/author/admin/": { offSite: "mainSiteUrl" },
  "/webgl/gas/": { offSite: "gameBuildUrl" },
} as const;
