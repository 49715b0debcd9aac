import { Hono, type Context } from "hono";
import type { ReactElement } from "react";
import type { ContactFormInitial } from "../../client/islands/contact-form";
import { ContactFormIsland, ContactFormStateProvider, contactFormSlot } from "../components/contact-form-section";
import { detailsBySlug, projectDetailsUrl } from "../components/project-view";
import { findProject } from "../content/project-list";
import { projects } from "../content/site-content";
import type { AppEnv } from "../app-env";
import type { Locale } from "../i18n/locale-list";
import { isLocale } from "../i18n/locales";
import { getTranslator } from "../i18n/translator";
import { AboutPage } from "../pages/about-page";
import { AchievementPage } from "../pages/achievement-page";
import { CareersPage } from "../pages/careers-page";
import { ContactPage } from "../pages/contact-page";
import { ExpertisePage } from "../pages/expertise-page";
import { HomePage } from "../pages/home-page";
import { PolicyIndexPage } from "../pages/policy-index-page";
import { PolicyPage } from "../pages/policy-page";
import { PortfolioPage } from "../pages/portfolio-page";
import { ProjectPage } from "../pages/project-page";
import { ServicePage } from "../pages/service-page";
import { PageMemo } from "../render/render-page";
import { memoisedPage, REVALIDATED, revalidate, servePage } from "../render/respond";
import { fillSlots, withSlotMarkers } from "../render/slots";
import { pageRoutes, type PageRoute, type PageTemplate } from "../route-table";

/**
 * One component per page template; each is fed its route and finds its content by path (a policy page also the
 * document language asked for with ?doc=).
 */
const templates: Record<PageTemplate, (props: { route: PageRoute; docLang?: string }) => ReactElement> = {
  home: HomePage,
  contact: ContactPage,
  careers: CareersPage,
  expertise: ExpertisePage,
  service: ServicePage,
  portfolio: PortfolioPage,
  achievement: AchievementPage,
  about: AboutPage,
  policy: PolicyPage,
  "policy-index": PolicyIndexPage,
};

/** Every page of the route table and the project pages: the only place pages are rendered from. */
export const pages = new Hono<AppEnv>();

for (const route of pageRoutes) {
  const Template = templates[route.template];
  pages.get(route.path, revalidate, (c) => {
    // Back from a form post that was sent (303): the page again, its form showing the confirmation.
    if (c.req.query("sent") === "1") {
      return servePage(c, route.path, () => withForm(route, { sent: true }), { variant: "contact-sent" });
    }
    // Policies written in two languages can be read in either, whatever the site language.
    const doc = route.template === "policy" && isLocale(c.req.query("doc")) ? c.req.query("doc") : undefined;
    return servePage(c, route.path, () => <Template route={route} docLang={doc} />, { variant: doc });
  });
}

const projectDetails = new PageMemo();
/**
 * Every project's detail in one language, keyed by slug: the file a page's project cards open, fetched when
 * their island wakes (decision 082). Memoised with its ETag and revalidated like a page.
 */
pages.get(projectDetailsUrl(":lang" as Locale), revalidate, async (c) => {
  const locale = c.req.param("lang");
  if (!isLocale(locale, { withPseudo: c.get("config").pseudoLocale })) return c.notFound();
  c.set("locale", locale);
  const { html: json, etag } = await projectDetails.get(locale, async () =>
    JSON.stringify(detailsBySlug(projects, locale, getTranslator(locale).t)),
  );
  return c.body(json, 200, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": REVALIDATED,
    ETag: etag,
  });
});

pages.get("/project/:slug", revalidate, (c) => {
  const project = findProject(c.req.param("slug"));
  // Unknown project: back to the home page (docs/product.md §2.5, §8).
  if (!project) return c.redirect("/", 302);
  return servePage(c, `/project/${project.slug}`, () => <ProjectPage project={project} />);
});

/**
 * A form post without JavaScript that failed: its page with the visitor's values and the error. The page
 * comes from the memo with a marker where the form goes; only the form is rendered for this visitor.
 */
export async function serveFormPage(
  c: Context<AppEnv>,
  route: PageRoute,
  state: ContactFormInitial,
  status: 400 | 403 | 413 | 429 | 503,
): Promise<Response> {
  const { page, context } = await memoisedPage(c, route.path, () => withSlotMarkers(withForm(route, {})), "slots");
  const form = (variant: "home" | "page") => (
    <ContactFormStateProvider value={state}>
      <ContactFormIsland variant={variant} />
    </ContactFormStateProvider>
  );
  const fills = { [contactFormSlot("home")]: form("home"), [contactFormSlot("page")]: form("page") };
  return c.html(fillSlots(page.html, context, fills), status, { "Cache-Control": "no-store" });
}

function withForm(route: PageRoute, state: ContactFormInitial) {
  const Template = templates[route.template];
  return (
    <ContactFormStateProvider value={state}>
      <Template route={route} />
    </ContactFormStateProvider>
  );
}
