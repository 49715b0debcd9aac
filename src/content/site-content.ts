/**
 * The content as pages read it, typeset (scripts/content/typography.ts: no-break spaces before `: ; ! ?` and inside
 * `« »`…). Data files (src/content/<collection>/) are compiled at build into build/content/ (decision 081),
 * validated and typeset, so the isolate only evaluates them; each group of languages answers for the test
 * locale once a test enables it (src/i18n/test-locale.ts, decision 087). Pages import from here, never from
 * build/content/.
 */
import achievementsData from "../../build/content/achievements";
import clientLogosData from "../../build/content/clientLogos";
import pagesData from "../../build/content/pages";
import policiesData from "../../build/content/policies";
import projectsData from "../../build/content/projects";
import servicesData from "../../build/content/services";
import testimonialsData from "../../build/content/testimonials";
import { withTestLocale } from "../i18n/test-locale";

/**
 * A collection read on demand (collections.ts): evaluated the first time a page reads it, then kept, so an
 * isolate that never shows one of its pages never evaluates it (decision 087).
 */
function onFirstRead<T>(data: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= withTestLocale(data()));
}

/** The copy and claims of each page with a template of its own (src/content/pages/). */
const pages = withTestLocale(pagesData);

export const aboutPage = pages.about.copy;
/** The copy of each achievement page, by its `path`: read on demand. */
export const achievementPages = onFirstRead(achievementsData);
export const careersPage = pages.careers.copy;
export const clientLogos = withTestLocale(clientLogosData);
export const testimonials = withTestLocale(testimonialsData);
export const contactPage = pages.contact.copy;
export const expertisePage = pages.expertise.copy;
export const homeCopy = pages.home.copy;
/** The legal notice and the policies: read on demand. */
export const policyDocuments = onFirstRead(policiesData);
/** The copy of the index of app policies, in each language. */
export const policyIndexCopy = pages["project-privacy"].copy;
export const portfolioPage = pages.portfolio.copy;
export const projects = withTestLocale(projectsData);
/** The copy of each service page, by its `path`: read on demand. */
export const servicePages = onFirstRead(servicesData);

/** The content record of a route, by path; a route without content is a build error caught by tests. */
export function contentFor<T extends { path: string }>(records: T[], path: string): T {
  const record = records.find((item) => item.path === path);
  if (!record) throw new Error(`No content record for ${path}`);
  return record;
}
