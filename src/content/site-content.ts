/**
 * The content as pages read it, typeset (src/i18n/typography.ts: no-break spaces before `: ; ! ?` and inside
 * `« »`…). Data files (src/content/<collection>/) are compiled at build into build/content/ (decision 081),
 * validated and typeset, so the isolate only parses them; the TypeScript records not moved yet are typeset
 * here when the isolate starts. Pages import from here, never from either.
 */
import achievementsData from "../../build/content/achievements";
import clientLogosData from "../../build/content/clientLogos";
import pageMetaData from "../../build/content/pageMeta";
import pagesData from "../../build/content/pages";
import policiesData from "../../build/content/policies";
import projectsData from "../../build/content/projects";
import servicesData from "../../build/content/services";
import testimonialsData from "../../build/content/testimonials";
import type { Locale } from "../i18n/locale-list";
import { withPseudoGroups } from "../i18n/typography";

/** The copy and claims of each page with a template of its own (src/content/pages/). */
export const pages = withPseudoGroups(pagesData);

export const aboutPage = pages.about.copy;
export const achievementPages = withPseudoGroups(achievementsData);
export const careersPage = pages.careers.copy;
export const clientLogos = withPseudoGroups(clientLogosData);
/** Every page's title, description and short name, by path (src/route-table.ts takes each from here). */
export const pageMeta = withPseudoGroups(pageMetaData);
export const testimonials = withPseudoGroups(testimonialsData);
export const contactPage = pages.contact.copy;
export const expertisePage = pages.expertise.copy;
export const homeCopy = pages.home.copy;
export const policyDocuments = withPseudoGroups(policiesData);
/** The language the index of app policies is written in, whatever the site's language: the one its file has. */
export const policyIndexLocale = Object.keys(pages["project-privacy"].copy)[0] as Locale;
export const policyIndexCopy = pages["project-privacy"].copy[policyIndexLocale]!;
export const portfolioPage = pages.portfolio.copy;
export const projects = withPseudoGroups(projectsData);
export const servicePages = withPseudoGroups(servicesData);
