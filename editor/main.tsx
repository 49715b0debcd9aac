// The studio's content editor (decision 083): Decap CMS, configured from the content schemas, writing the
// data files the build compiles. Served to staff only, under /admin/editor/ (src/routes/editor.ts), and by
// `npm run editor` against the local checkout; no visitor's page links to it or loads it.
import CMS from "decap-cms-app";
import configs from "../build/editor/collections.json";
import { brand } from "../src/brand";
import { languageName } from "../src/i18n/format";
import { locales, type Locale } from "../src/i18n/locale-list";
import { assetUrl, stylesheetUrl } from "../src/render/assets";
import { BilingualControl, SIDE_BY_SIDE, sideBySide } from "./bilingual-widget";
import { savingFrom, sitePolicy, siteYaml } from "./formats";
import { catalogues } from "./i18n/catalogues";
import { editorLanguage, speak } from "./i18n/current";
import { IconControl } from "./icon-widget";
import { ProjectPreview } from "./project-preview";
import { RichControl } from "./rich-widget";
import { UniqueControl } from "./unique-widget";
import { neutralUploadNames, refuseDeletingShown, reloadOnEntryChange, scrollToRefusal } from "./workarounds";

CMS.registerCustomFormat("site-yaml", "yaml", siteYaml);
CMS.registerCustomFormat("site-policy", "md", sitePolicy);
// No field previews: only projects have a preview, drawn whole by the site (decision 083).
CMS.registerWidget("bilingual", BilingualControl);
CMS.registerWidget("rich", RichControl);
CMS.registerWidget("unique", UniqueControl);
CMS.registerWidget("icon", IconControl);
CMS.registerWidget("languages", sideBySide(CMS.getWidget("object")!.control as never));
CMS.registerPreviewStyle(stylesheetUrl);
// A save writes over the file it opened only what changed (editor/formats.ts).
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    savingFrom((entry as unknown as { get(key: string): unknown }).get("raw"));
  },
});
CMS.registerPreviewTemplate("projects", ProjectPreview);

/** Decap's words in one language with the studio's laid over them, key by key (the catalogues' `decap`). */
function overlay(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] =
      typeof value === "object" && value !== null
        ? overlay((base[key] ?? {}) as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}
// The editorial workflow's words as the studio says them: Brouillon, En relecture, Prêt, Publier (decision 083).
for (const locale of locales) {
  CMS.registerLocale(locale, overlay(CMS.getLocale(locale) ?? {}, catalogues[locale].decap) as never);
}

// French, the studio's language, unless this person chose another (?lang=en, kept in this browser).
const language = editorLanguage(location.search, localStorage);
speak(language);
const words = catalogues[language];
document.documentElement.lang = language;
document.title = words.title.replace("{brand}", brand.name);

/** Links to the editor in the site's other languages, each named in its own. */
function languageLinks(): HTMLElement {
  const nav = document.createElement("nav");
  nav.setAttribute("aria-label", words.otherLanguages);
  nav.style.cssText =
    "position:fixed;inset:auto auto 8px 8px;z-index:400;font:13px/1.4 system-ui,sans-serif;background:#fff;" +
    "border:1px solid #cdcfd6;border-radius:4px;padding:4px 8px";
  nav.append(`${words.otherLanguages} `);
  for (const other of locales.filter((locale): locale is Locale => locale !== language)) {
    const link = document.createElement("a");
    // To the same screen in the other language.
    const follow = () => (link.href = `?lang=${other}${location.hash}`);
    follow();
    window.addEventListener("hashchange", follow);
    link.hreflang = other;
    link.lang = other;
    link.textContent = languageName(other, other, { standalone: true });
    nav.append(link);
  }
  return nav;
}
document.body.append(languageLinks());
const sideBySideStyle = document.createElement("style");
sideBySideStyle.textContent = SIDE_BY_SIDE;
document.head.append(sideBySideStyle);

// Where Decap falls short (editor/workarounds.ts), in the words of its own buttons.
const decapWords = CMS.getLocale(language) as { editor: { editorToolbar: Record<string, string> } };
const toolbar = decapWords.editor.editorToolbar;
reloadOnEntryChange();
neutralUploadNames();
scrollToRefusal([toolbar.save!, toolbar.publish!, toolbar.publishNow!]);
refuseDeletingShown(configs[language].collections, [toolbar.deleteEntry!, toolbar.deletePublishedEntry!], language);

// The backend (the local checkout, or the studio's Git host) comes from config.yml beside this page, which
// whoever serves the editor writes; the collections come from the schemas, built into this file. The login
// shows the studio's name and logo.
CMS.init({
  config: {
    ...configs[language],
    logo: { src: assetUrl("images/brand/logo.svg"), show_in_header: true },
  } as never,
});
