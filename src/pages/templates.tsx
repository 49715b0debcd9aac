import type { ReactElement } from "react";
import type { PageRoute, PageTemplate } from "../routes/table";
import { HomePage } from "./home-page";
import { IntroPage } from "./intro-page";

/** One component per page template; each is fed its route (and finds its content by path). */
export const templates: Record<PageTemplate, (props: { route: PageRoute }) => ReactElement> = {
  home: HomePage,
  contact: IntroPage,
  careers: IntroPage,
  expertise: IntroPage,
  service: IntroPage,
  portfolio: IntroPage,
  achievement: IntroPage,
  about: IntroPage,
  policy: IntroPage,
  "policy-index": IntroPage,
};
