// The studio's content editor (decision 083): Decap CMS, configured from the content schemas, writing the
// data files the build compiles. Served to staff only, under /admin/editor/ (src/routes/editor.ts), and by
// `npm run editor` against the local checkout; no visitor's page links to it or loads it.
import CMS from "decap-cms-app";
import schemaConfig from "../build/editor/collections.json";
import { stylesheetUrl } from "../src/render/assets";
import { BilingualControl, BilingualPreview } from "./bilingual-widget";
import { sitePolicy, siteYaml } from "./formats";
import { ProjectPreview } from "./project-preview";
import { RichControl, RichPreview } from "./rich-widget";

CMS.registerCustomFormat("site-yaml", "yaml", siteYaml);
CMS.registerCustomFormat("site-policy", "md", sitePolicy);
CMS.registerWidget("bilingual", BilingualControl, BilingualPreview);
CMS.registerWidget("rich", RichControl, RichPreview);
CMS.registerPreviewStyle(stylesheetUrl);
CMS.registerPreviewTemplate("projects", ProjectPreview);

// The backend (the local checkout, or the studio's Git host) comes from config.yml beside this page, which
// whoever serves the editor writes; the collections come from the schemas, built into this file.
CMS.init({ config: schemaConfig as never });
