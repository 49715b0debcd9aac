// Content is input (docs/security.md): what the editor saves reaches the site with no developer in between, so
// the build refuses what the schemas do not allow, naming the file and the field (or the Markdown line). Each
// row is one hostile change to a data file, as an editor's token holder (or a paste gone wrong) could make it;
// each must be refused, with the file named, and no problem may be reported of another file.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAssetFiles, compileContent, ContentError } from "../../scripts/compile-content.mjs";
import { SERVED_ASSETS } from "../../scripts/content/inputs";

const root = join(import.meta.dirname, "..", "..");
const fixtures = join(import.meta.dirname, "..", "fixtures", "content");
const site = join(root, "src", "content");

/** The collection each folder of src/content/ holds (scripts/content/collections.ts). */
const COLLECTIONS = {
  projects: "projects",
  policies: "policies",
  services: "services",
  pages: "pages",
  "client-logos": "clientLogos",
} as const;
type Folder = keyof typeof COLLECTIONS;

/** A change to one file: `find` must be in it (a row that changes nothing would pass without testing). */
interface Row {
  name: string;
  /** The file, under its folder: `projects/le-cube.yaml`. Le Cube and its policy are the fixtures'. */
  file: string;
  find: string | RegExp;
  put: string;
  /** The file under another name. */
  renameTo?: string;
  /** The problem, whole: the file, the field (or the line) and why. */
  refused: RegExp;
}

const leCube = "projects/le-cube.yaml";
const policy = "policies/privacy-le-cube.md";
const service = "services/advergaming.yaml";
/** Le Cube's French description, written whole (single-quoted YAML keeps a backslash as written). */
const frDescription = (text: string) => ({
  file: leCube,
  find: `  fr: "Un jeu d'adresse en 3D : tournez le cube !"`,
  put: `  fr: '${text.replace(/'/g, "''")}'`,
});
const descriptionLinksTo = (target: string) => ({
  ...frDescription(`Un jeu [voir](${target}) !`),
  refused: new RegExp(`^projects/le-cube: fr\\.description links "voir" to "${escape(target.replace(/\).*$/, ""))}`),
});
/** The fixture policy's English text with a paragraph added. */
const policyWith = (markdown: string) => ({
  file: policy,
  find: "This policy explains what the game Le Cube does with your data.",
  put: `${markdown}\n\nThis policy explains what the game Le Cube does with your data.`,
});
const appended = (file: string, yaml: string) => ({ file, find: /\n*$/, put: `\n${yaml}\n` });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const refusedLine = (what: RegExp | string) =>
  new RegExp(`^policies/privacy-le-cube: line \\d+: ${typeof what === "string" ? escape(what) : what.source}`);
const html = /has HTML or an entity \(<…>, &…;\), which the site would show as written$/;
const notWeb = / is not a web address starting with https:\/\/$/;

const ROWS: Row[] = [
  // Markup in text: the site shows a text as written, so it would read as code.
  {
    name: "a <script> in a project's title",
    file: leCube,
    find: "  fr: Le Cube\n",
    put: "  fr: Le Cube <script>alert(1)</script>\n",
    refused: new RegExp(`^projects/le-cube: fr\\.title ${html.source}`),
  },
  {
    name: "an <img onerror> in a rich description",
    ...frDescription("Un jeu <img src=x onerror=alert(1)> !"),
    refused: new RegExp(`^projects/le-cube: fr\\.description ${html.source}`),
  },
  {
    name: "an entity in a logo's description",
    file: "client-logos/01-airline.yaml",
    find: `  fr: "Logo illustratif`,
    put: `  fr: "&lt;script&gt; Logo illustratif`,
    refused: new RegExp(`^client-logos/01-airline: fr\\.alt ${html.source}`),
  },
  // Rich-text links to another scheme, or to another site drawn as a page of this one.
  { name: "a javascript: link", ...descriptionLinksTo("javascript:alert(1)") },
  { name: "a JaVaScRiPt: link", ...descriptionLinksTo("JaVaScRiPt:alert(1)") },
  { name: "a data: link", ...descriptionLinksTo("data:text/html;base64,PHNjcmlwdD4=") },
  { name: "an http: link", ...descriptionLinksTo("http://evil.example/login") },
  { name: "a //host link", ...descriptionLinksTo("//evil.example/login") },
  { name: "a /\\host link", ...descriptionLinksTo("/\\evil.example/login") },
  { name: "a quote in a web address", ...descriptionLinksTo(`https://evil.example/"onmouseover=alert(1)`) },
  { name: "a quote in a mailto: link", ...descriptionLinksTo(`mailto:x@evil.example?subject="onmouseover=x`) },
  { name: "a site fact before javascript:", ...descriptionLinksTo("{brand.email}javascript:alert(1)") },
  { name: "a user name before the host", ...descriptionLinksTo("https://ludora.example:pw@evil.example/") },
  { name: "a backslash in a web address", ...descriptionLinksTo("https://evil.example\\@ludora.example/") },
  // A policy's Markdown: what the site would not show, by line.
  { name: "a <script> block in a policy", ...policyWith("<script>alert(1)</script>"), refused: refusedLine("HTML") },
  {
    name: "an inline <img onerror> in a policy",
    ...policyWith("Text <img src=x onerror=alert(1)> here."),
    refused: refusedLine("HTML"),
  },
  {
    name: "a javascript: link in a policy",
    ...policyWith("[x](javascript:alert(1))"),
    refused: /^policies\/privacy-le-cube: (line \d+: )?en\.\S+ links "x" to "javascript:alert\(1/,
  },
  {
    name: "a javascript: link in angle brackets in a policy",
    ...policyWith("[x](<javascript:alert(1)>)"),
    refused: /^policies\/privacy-le-cube: en\.\S+ links "x" to "<javascript:alert\(1/,
  },
  {
    name: "a reference link in a policy",
    ...policyWith("[x][ref]\n\n[ref]: https://evil.example"),
    refused: refusedLine(/(linkReference|definition) is not shown/),
  },
  {
    name: "a data: image in a policy",
    ...policyWith("![x](data:image/png;base64,AAAA)"),
    refused: refusedLine("an image is not shown"),
  },
  {
    name: "HTML in a policy's heading",
    file: policy,
    find: "## 1. Who we are {#1-who-we-are}",
    put: "## <b>1. Who we are</b> {#1-who-we-are}",
    refused: refusedLine("HTML"),
  },
  {
    name: "an autolink to javascript: in a policy",
    ...policyWith("See <javascript:alert(1)>."),
    refused: /^policies\/privacy-le-cube: (line \d+: (HTML|link)|en\.\S+ (links|has HTML))/,
  },
  {
    name: "entities in a policy",
    ...policyWith("&lt;script&gt;alert(1)&lt;/script&gt;"),
    refused: /^policies\/privacy-le-cube: en\.\S+ has HTML or an entity/,
  },
  {
    name: "a //host link in a policy",
    ...policyWith("[ici](//evil.example/phish)"),
    refused: /^policies\/privacy-le-cube: (line \d+: )?en\.\S+ links "ici" to "\/\/evil\.example\/phish"/,
  },
  // Names and addresses.
  {
    name: "a slug that climbs out of its folder",
    file: leCube,
    find: "slug: le-cube",
    put: "slug: ../le-cube",
    refused: /^projects\/le-cube: slug is not lowercase words joined by hyphens$/,
  },
  {
    name: "a file named with two dots",
    file: leCube,
    find: "slug: le-cube",
    put: "slug: le-cube",
    renameTo: "le-cube..yaml",
    refused: /^projects\/le-cube\.: slug is "le-cube", the file is named "le-cube\."$/,
  },
  ...["/admin"].map((path) => ({
    name: `a service at ${path}`,
    file: service,
    find: "path: /advergaming",
    put: `path: ${path}`,
    refused: new RegExp(`^services/advergaming: path ${path} is already taken by the site itself$`),
  })),
  ...["/admin/editor", "/Admin"].map((path) => ({
    name: `a service at ${path}`,
    file: service,
    find: "path: /advergaming",
    put: `path: ${path}`,
    refused: /^services\/advergaming: path is not an address like \/my-page/,
  })),
  {
    name: "a service at a fixed page's address",
    file: service,
    find: "path: /advergaming",
    put: "path: /notre-expertise",
    refused: /^services\/advergaming: path \/notre-expertise is already pages\/expertise's$/,
  },
  {
    name: "a service at another service's address",
    file: service,
    find: "path: /advergaming",
    put: "path: /serious-games",
    refused:
      /^services\/(advergaming|serious-games): path \/serious-games is already services\/(advergaming|serious-games)'s$/,
  },
  ...["/admin/", "/contact/"].map((path) => ({
    name: `a policy at ${path}`,
    file: policy,
    find: "path: /privacy-le-cube/",
    put: `path: ${path}`,
    refused: new RegExp(`^policies/privacy-le-cube: path ${path} is already (taken by the site itself|pages/\\w+'s)$`),
  })),
  // Outside links: https: only; a page of this site: one / and a path.
  {
    name: "a javascript: store link",
    ...appended(leCube, 'playStoreUrl: "javascript:alert(1)"'),
    refused: new RegExp(`^projects/le-cube: playStoreUrl${notWeb.source}`),
  },
  {
    name: "a javascript: video",
    ...appended(
      leCube,
      'video:\n  url: "javascript:alert(1)"\n  captions:\n    fr: videos/le-cube.fr.vtt\n    en: videos/le-cube.en.vtt',
    ),
    refused: new RegExp(`^projects/le-cube: video\\.url${notWeb.source}`),
  },
  {
    name: "captions outside assets/",
    ...appended(
      leCube,
      "video:\n  url: https://videos.ludora.example/le-cube.mp4\n  captions:\n    fr: ../../le-cube.fr.vtt\n    en: videos/le-cube.en.vtt",
    ),
    refused: /^projects\/le-cube: fr\.video\.captions is not a \.vtt file under assets\//,
  },
  ...["//evil.example/x", "/\\evil.example/x", "javascript:alert(1)"].map((url) => ({
    name: `${url} as the website to try, in a frame`,
    ...appended(leCube, `websiteUrl: '${url}'\nwebsiteInFrame: true`),
    refused:
      /^projects\/le-cube: websiteUrl is not a page of this site \(\/demos\/…\) or a web address starting with https:\/\/$/,
  })),
  ...["//evil.example/x", "/\\evil.example/x", "https://evil.example/x"].map((href) => ({
    name: `a card linking to ${href}`,
    file: "pages/portfolio.yaml",
    find: "href: /jeux-marketing",
    put: `href: '${href}'`,
    refused:
      /^pages\/portfolio: fr\.copy\.[\w.[\]]+\.link\.href is not a page of this site: it starts with one \/ \(\/contact\)$/,
  })),
  // Images: a path under assets/, with no . or .. and no leading /, and a file there or one the build draws.
  ...["images/../../package.json", "/etc/passwd.png", "images/projects/le-cube/.hidden.svg"].map((path) => ({
    name: `an image at ${path}`,
    ...appended(leCube, `imageWithWords:\n  fr: images/og/le-cube.fr.png\n  en: '${path}'`),
    refused:
      /^projects\/le-cube: en\.imageWithWords is not an image under assets\/ \(images\/…\/name\.svg\), without \. or \.\. in it$/,
  })),
  {
    name: "a logo outside assets/",
    file: "client-logos/01-airline.yaml",
    find: "logo: images/clients/01-airline.svg",
    put: "logo: images/clients/../../../x.svg",
    refused: /^client-logos\/01-airline: logo is not an image under assets\//,
  },
  {
    name: "captions that are not in assets/",
    ...appended(
      leCube,
      "video:\n  url: https://videos.ludora.example/le-cube.mp4\n  captions:\n    fr: captions/le-cube.fr.vtt\n    en: captions/le-cube.en.vtt",
    ),
    refused:
      /^projects\/le-cube: fr\.video\.captions is "captions\/le-cube\.fr\.vtt", which is not in assets\/: upload it, or choose another$/,
  },
  {
    name: "an image not in assets/",
    ...appended(leCube, "image: images/projects/le-cube/photo.png"),
    refused:
      /^projects\/le-cube: image is "images\/projects\/le-cube\/photo\.png", which is not in assets\/: upload it, or choose another$/,
  },
  // Sizes: a page's weight stays bounded.
  {
    name: "a 5 MB description",
    ...frDescription("x".repeat(5 * 1024 * 1024)),
    refused: /^projects\/le-cube: fr\.description is 5242880 characters long, more than the 2000 it may have$/,
  },
  // YAML the parser refuses, or reads as something else.
  {
    name: "an alias bomb",
    ...appended(
      leCube,
      [
        "bomb:",
        "  a: &a [x, x, x, x, x, x, x, x, x]",
        "  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
        "  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
        "  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
        "  e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
      ].join("\n"),
    ),
    refused:
      /^projects\/le-cube: YAML error: a block is repeated with an alias \(\*name\), which the site does not read: write it out$/,
  },
  {
    name: "a !!js/function tag",
    file: leCube,
    find: "  en: Le Cube\n",
    put: '  en: !!js/function "function () { return 1 }"\n',
    refused: /^projects\/le-cube: YAML error at line \d+: Unresolved tag: tag:yaml\.org,2002:js\/function$/,
  },
  {
    name: "a key written twice",
    ...appended(leCube, "slug: le-cube"),
    refused: /^projects\/le-cube: YAML error at line \d+: Map keys must be unique$/,
  },
  {
    name: "a __proto__ key",
    ...appended(leCube, "__proto__:\n  polluted: true"),
    refused: /^projects\/le-cube: __proto__ is not a field of this collection$/,
  },
  {
    name: "a site fact that is not one",
    ...frDescription("Écrivez à {brand.constructor} !"),
    refused: /^projects\/le-cube: fr\.description quotes \{brand\.constructor\}, which src\/brand\.ts does not have$/,
  },
];

/** A folder's files, from the fixtures (Le Cube and its policy) or the site, with `row`'s change made. */
function contentWith(row: Row): string {
  const dir = mkdtempSync(join(tmpdir(), "hostile-"));
  const [folder, name] = row.file.split("/") as [Folder, string];
  const source = existsSync(join(fixtures, row.file)) ? fixtures : site;
  cpSync(join(source, folder), join(dir, folder), { recursive: true });
  const file = join(dir, row.file);
  const before = readFileSync(file, "utf8");
  const after = before.replace(row.find, row.put);
  expect(after === before && !row.renameTo, `${row.name}: the change changes nothing`).toBe(false);
  writeFileSync(file, after);
  if (row.renameTo) renameSync(file, join(dir, folder, row.renameTo));
  expect(name).toBeTruthy();
  return dir;
}

async function problemsOf(contentDir: string, folder: Folder): Promise<string[]> {
  try {
    await compileContent({ contentDir, outDir: null, only: [COLLECTIONS[folder]] });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("hostile content", () => {
  it.for(ROWS)("refuses $name, naming the file and the field", async (row) => {
    const folder = row.file.split("/")[0] as Folder;
    const problems = await problemsOf(contentWith(row), folder);
    expect(problems).toContainEqual(expect.stringMatching(row.refused));
    // Nothing said of a file the change did not touch (the other service of a shared address aside).
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^${folder}/[\\w.-]+: `));
  });

  it("refuses an HTML page, an SVG with a script and a script under assets/, naming each", async () => {
    const assetsDir = mkdtempSync(join(tmpdir(), "assets-"));
    mkdirSync(join(assetsDir, "images", "clients"), { recursive: true });
    const write = (path: string, body: string) => writeFileSync(join(assetsDir, path), body);
    write("images/clients/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><title>A logo</title></svg>');
    write("images/.notes", "not copied");
    // Every type the site serves from assets/ is taken.
    for (const type of Object.values(SERVED_ASSETS).flat()) write(`images/clients/a.${type}`, "<svg></svg>");
    await expect(checkAssetFiles(assetsDir)).resolves.toBeUndefined();
    write(
      "images/sec5-page.html",
      '<title>Staff login</title><form action="https://evil.example"><input type=password>',
    );
    write("images/cover.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    write("images/clients/wave.svg", '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>');
    write("images/tracker.js", "alert(1)");
    await expect(checkAssetFiles(assetsDir)).rejects.toMatchObject({
      problems: [
        "assets/images/clients/wave.svg: an SVG with a script, an event handler or a javascript: link: an image holds no code",
        "assets/images/cover.svg: an SVG with a script, an event handler or a javascript: link: an image holds no code",
        expect.stringMatching(/^assets\/images\/sec5-page\.html: a web page is not served from assets\/, only images/),
        expect.stringMatching(/^assets\/images\/tracker\.js: a \.js file is not served from assets\/, only images/),
      ],
    });
  });
});

describe("one broken file", () => {
  it("is named alone: the pages that show its project do not report it missing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hostile-"));
    cpSync(site, dir, { recursive: true });
    // A project the page's hero names that still has its file (the studio may have deleted one it names).
    const heroArt = readFileSync(join(dir, service), "utf8").match(/heroArt:\n((?: {2}- [\w-]+\n)+)/)![1]!;
    const named = [...heroArt.matchAll(/- ([\w-]+)/g)]
      .map((match) => match[1]!)
      .find((slug) => existsSync(join(dir, "projects", `${slug}.yaml`)))!;
    const file = join(dir, "projects", `${named}.yaml`);
    writeFileSync(file, `${readFileSync(file, "utf8")}\nbomb: &a [x]\nagain: *a\n`);
    const problems = await compileContent({ contentDir: dir, outDir: null }).then(
      () => [],
      (error: unknown) => (error instanceof ContentError ? error.problems : Promise.reject(error)),
    );
    expect(problems).toEqual([
      `projects/${named}: YAML error: a block is repeated with an alias (*name), which the site does not read: write it out`,
    ]);
  });
});
