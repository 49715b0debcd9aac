import type { ReactElement } from "react";
import type { PageRoute, PageTemplate } from "../route-table";
import { AboutPage } from "./about-page";
import { AchievementPage } from "./achievement-page";
import { CareersPage } from "./careers-page";
import { ContactPage } from "./contact-page";
import { ExpertisePage } from "./expertise-page";
import { HomePage } from "./home-page";
import { PolicyIndexPage } from "./policy-index-page";
import { PolicyPage } from "./policy-page";
import { PortfolioPage } from "./portfolio-page";
import { ServicePage } from "./service-page";

export interface TemplateProps {
  route: PageRoute;
  /** Policy documents: the document language asked for with ?doc=. */
  docLang?: string;
}

/** One component per page template; each is fed its route and finds its content by path. */
export const templates: Record<PageTemplate, (props: TemplateProps) => ReactElement> = {
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
