// Artwork follows the data (decision 087): a project added without images, as an editor would add it, gets its
// cover, gallery and link previews drawn by the build into build/ (never into assets/, which Git tracks), at the
// paths decision 037 gives a project's images; a real file at that path wins, and a drawing follows the entry.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import IntlMessageFormat from "intl-messageformat";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawContentArtwork, type CompiledProject } from "../../scripts/build-artwork.mjs";
import { compileCatalogues, compileContent } from "../../scripts/compile-content.mjs";

const fixtures = join(import.meta.dirname, "..", "fixtures", "content");
const locales = ["fr", "en"];

/**
 * A scratch checkout's content and assets, with le-cube's entry naming no images (and no artwork). With
 * `preview`, le-cube has a link preview someone made, which the build leaves alone: the tests of the SVGs then
 * draw no PNG, the slowest of the drawings (the previews have tests of their own below).
 */
function scratch(edit: (entry: string) => string = (entry) => entry, { preview = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "artwork-"));
  const contentDir = join(dir, "content");
  cpSync(fixtures, contentDir, { recursive: true });
  const file = join(contentDir, "projects", "le-cube.yaml");
  const entry = readFileSync(file, "utf8")
    .replace("image: images/projects/le-cube/cover.svg\n", "")
    .replace("images: []\n", "")
    .replace(/^artwork:\n( {2}.*\n)+/m, "");
  writeFileSync(file, edit(entry));
  const assetsDir = join(dir, "assets");
  mkdirSync(assetsDir);
  if (preview) {
    mkdirSync(join(assetsDir, "images", "og"), { recursive: true });
    writeFileSync(join(assetsDir, "images", "og", "le-cube.png"), "a real preview, one for every language");
  }
  return { contentDir, assetsDir, outDir: join(dir, "build", "artwork"), file };
}

/** Every file under `dir`, as paths from it. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? (
        readdirSync(dir, { recursive: true, withFileTypes: true }) as {
          isFile(): boolean;
          parentPath: string;
          name: string;
        }[]
      )
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
        .sort()
    : [];

async function compiledProjects(contentDir: string): Promise<CompiledProject[]> {
  const { projects } = await compileContent({ contentDir, outDir: null, only: ["projects"] });
  return projects as CompiledProject[];
}

/** The attributes and title of an SVG's root, as a browser and a page's test read them. */
function svgFacts(svg: string) {
  const root = svg.match(/^<svg\b[^>]*>/)![0];
  const attribute = (name: string) => root.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  return {
    width: attribute("width"),
    height: attribute("height"),
    viewBox: attribute("viewBox"),
    role: attribute("role"),
    title: svg.match(/<title>([^<]*)<\/title>/)?.[1],
  };
}

describe("the build draws a project's missing artwork", () => {
  it("names the cover and three gallery images in the project's folder when its entry names none", async () => {
    const [project] = await compiledProjects(scratch().contentDir);
    expect(project!.image).toBe("images/projects/le-cube/cover.svg");
    expect(project!.images).toEqual([1, 2, 3].map((n) => `images/projects/le-cube/gallery-${n}.svg`));
  });

  it("draws them at 1200×750, titled with the project's name, and the pages' alt text names them", async () => {
    const { contentDir, assetsDir, outDir } = scratch(undefined, { preview: true });
    const projects = await compiledProjects(contentDir);
    const { drawn, problems } = await drawContentArtwork({ projects, assetsDir, outDir, locales });
    expect(problems).toEqual([]);
    const svgs = drawn.filter((path) => path.endsWith(".svg"));
    expect(svgs).toEqual([projects[0]!.image, ...projects[0]!.images]);
    // assets/ keeps only what someone made.
    expect(filesIn(assetsDir)).toEqual(["images/og/le-cube.png"]);
    for (const [i, path] of svgs.entries()) {
      const svg = readFileSync(join(outDir, path), "utf8");
      expect(svgFacts(svg)).toEqual({
        width: "1200",
        height: "750",
        viewBox: "0 0 1200 750",
        role: "img",
        // A name, the same in every language (decision 037): the cover's is the title, a screen's its number.
        title: i === 0 ? "Le Cube" : `Le Cube · ${i}`,
      });
      // No words but the name (figures of up to three digits read the same everywhere: decision 037).
      const words = [...svg.matchAll(/<text\b[^>]*>([^<]*)</g)]
        .map(([, text]) => text!)
        .filter((t) => /\p{L}/u.test(t));
      expect(words).toEqual(i === 0 ? ["Le Cube"] : []);
    }
    // What a page says of them (src/components/project-view.ts), from the compiled catalogues.
    const catalogues = await compileCatalogues({ outDir: null });
    const alt = (locale: string, key: string, values: Record<string, string | number>) =>
      new IntlMessageFormat(catalogues[locale]!.formats[key] as never, locale).format(values);
    const { title, category } = projects[0]!;
    expect(alt("fr", "project.coverAlt", { title: title.fr!, category: category.fr! })).toBe(
      "Visuel du projet Le Cube (Jeux marketing)",
    );
    expect(alt("en", "project.galleryAlt", { title: title.en!, n: 2, total: 3 })).toBe("Le Cube, visual 2 of 3");
  });

  it("draws a title's no-break space as a plain one, and a gallery the same wherever its project stands", async () => {
    const project = (slug: string): CompiledProject => ({
      slug,
      title: { fr: "Les défis du Pr.\u00a0Cube", en: "Professor Cube’s challenges" },
      category: { fr: "Éducation", en: "Education" },
      image: `images/projects/${slug}/cover.svg`,
      images: [1, 2, 3].map((n) => `images/projects/${slug}/gallery-${n}.svg`),
    });
    const draw = async (projects: CompiledProject[]) => {
      const assetsDir = mkdtempSync(join(tmpdir(), "artwork-"));
      const outDir = mkdtempSync(join(tmpdir(), "drawn-"));
      // Each has a link preview someone made: no PNG is drawn (the previews have tests of their own below).
      mkdirSync(join(assetsDir, "images", "og"), { recursive: true });
      for (const { slug } of projects) writeFileSync(join(assetsDir, "images", "og", `${slug}.png`), "a real preview");
      await drawContentArtwork({ projects, assetsDir, outDir, locales });
      return (path: string) => readFileSync(join(outDir, path), "utf8");
    };
    const alone = await draw([project("le-cube")]);
    // An image's lines are already set: the name reads as the page's test reads names (decision 015).
    expect(svgFacts(alone("images/projects/le-cube/cover.svg")).title).toBe("Les défis du Pr. Cube");
    expect(svgFacts(alone("images/projects/le-cube/gallery-1.svg")).title).toBe("Les défis du Pr. Cube · 1");
    // A project added before it in the list changes none of its drawings.
    const second = await draw([project("un-autre"), project("le-cube")]);
    for (const path of [project("le-cube").image, ...project("le-cube").images]) expect(second(path)).toBe(alone(path));
  });

  it("leaves a real image to win, draws again what it drew when the entry changes, and drops what no entry needs", async () => {
    const { contentDir, assetsDir, outDir, file } = scratch(undefined, { preview: true });
    const draw = async () =>
      (await drawContentArtwork({ projects: await compiledProjects(contentDir), assetsDir, outDir, locales })).drawn;
    expect(await draw()).toContain("images/projects/le-cube/cover.svg");
    // A real cover dropped in: the drawing goes, the real file stays as it is.
    const real = join(assetsDir, "images/projects/le-cube/cover.svg");
    mkdirSync(join(assetsDir, "images/projects/le-cube"), { recursive: true });
    writeFileSync(real, '<svg xmlns="http://www.w3.org/2000/svg"><title>A photograph</title></svg>\n');
    expect(await draw()).toEqual([]);
    expect(existsSync(join(outDir, "images/projects/le-cube/cover.svg"))).toBe(false);
    expect(readFileSync(real, "utf8")).toContain("A photograph");
    const gallery = join(outDir, "images/projects/le-cube/gallery-1.svg");
    const before = readFileSync(gallery, "utf8");
    // New colours draw it again.
    writeFileSync(file, `${readFileSync(file, "utf8")}artwork:\n  colours: ["#0ea5e9", "#22c55e"]\n  motif: energy\n`);
    expect(await draw()).toContain("images/projects/le-cube/gallery-1.svg");
    expect(readFileSync(gallery, "utf8")).not.toBe(before);
    expect(readFileSync(gallery, "utf8")).toContain("#0ea5e9");
    // The project deleted: nothing of it is left to hash.
    rmSync(file);
    expect(await draw()).toEqual([]);
    expect(filesIn(outDir).filter((path) => path.includes("le-cube"))).toEqual([]);
  });

  it("keeps the images an entry names, and names what it cannot draw", async () => {
    const photo = "images/projects/le-cube/photo.jpg";
    const { contentDir, assetsDir, outDir, file } = scratch(
      (entry) => `${entry}image: ${photo}\nimages: [images/projects/le-cube/gallery-1.svg]\n`,
      { preview: true },
    );
    // The compiler refuses it first, naming the field; the drawing step refuses it too, whatever reaches it.
    await expect(compileContent({ contentDir, outDir: null, only: ["projects"], assetsDir })).rejects.toMatchObject({
      problems: [`projects/le-cube: image is "${photo}", which is not in assets/: upload it, or choose another`],
    });
    writeFileSync(file, readFileSync(file, "utf8").replace(`image: ${photo}\n`, ""));
    const projects = (await compiledProjects(contentDir)).map((project) => ({ ...project, image: photo }));
    expect(projects[0]!.images).toEqual(["images/projects/le-cube/gallery-1.svg"]);
    const { drawn, problems } = await drawContentArtwork({ projects, assetsDir, outDir, locales });
    expect(drawn.filter((path) => path.endsWith(".svg"))).toEqual(["images/projects/le-cube/gallery-1.svg"]);
    expect(problems).toEqual([
      "projects/le-cube: images/projects/le-cube/photo.jpg is missing from assets/, and the build only draws SVGs in images/projects/le-cube/",
    ]);
    expect(existsSync(join(assetsDir, "images/projects/le-cube/photo.jpg"))).toBe(false);
  });

  it("draws its link preview in each language, 1200×630, and declares the words on it", async () => {
    const { contentDir, assetsDir, outDir, file } = scratch();
    const draw = async () =>
      (await drawContentArtwork({ projects: await compiledProjects(contentDir), assetsDir, outDir, locales })).drawn;
    const drawn = await draw();
    const previews = locales.map((locale) => `images/og/le-cube.${locale}.png`);
    expect(drawn.filter((path) => path.endsWith(".png"))).toEqual(previews);
    // The declaration a page's test reads for the words it cannot see (decision 037).
    const words = () => JSON.parse(readFileSync(join(outDir, "words.json"), "utf8"));
    for (const path of previews) {
      const png = readFileSync(join(outDir, path));
      expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
      expect(png.length).toBeLessThanOrEqual(60 * 1024);
    }
    expect(words()["images/og/le-cube.fr.png"].text).toEqual(["JEUX MARKETING", "Le Cube"]);
    expect(words()["images/og/le-cube.en.png"].text).toEqual(["MARKETING GAMES", "Le Cube"]);
    // Unchanged, it is not drawn again; a new category is.
    expect(await draw()).toEqual([]);
    writeFileSync(file, readFileSync(file, "utf8").replace("en: Marketing games", "en: Brand games"));
    expect(await draw()).toEqual(["images/og/le-cube.en.png"]);
    expect(words()["images/og/le-cube.en.png"].text).toEqual(["BRAND GAMES", "Le Cube"]);
  });

  it("draws the site's link preview in each language from the brand and the home page's line, again when it changes", async () => {
    const assetsDir = mkdtempSync(join(tmpdir(), "artwork-"));
    const outDir = join(assetsDir, "build");
    const site = { name: "Ludora", line: { fr: "Des jeux qui engagent", en: "Games that engage" } };
    const draw = async () => (await drawContentArtwork({ projects: [], site, assetsDir, outDir, locales })).drawn;
    const words = () => JSON.parse(readFileSync(join(outDir, "words.json"), "utf8"));
    expect(await draw()).toEqual(["images/og/default.fr.png", "images/og/default.en.png"]);
    const png = readFileSync(join(outDir, "images/og/default.en.png"));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(words()["images/og/default.en.png"].text).toEqual(expect.arrayContaining(["Ludora", "Games that engage"]));
    expect(words()["images/og/default.fr.png"].text).toEqual(expect.arrayContaining(["Des jeux qui engagent"]));
    // Unchanged, it is not drawn again; a new line is, in its language only.
    expect(await draw()).toEqual([]);
    site.line.en = "Games people remember";
    expect(await draw()).toEqual(["images/og/default.en.png"]);
    expect(words()["images/og/default.en.png"].text).toEqual(expect.arrayContaining(["Games people remember"]));
    // One someone made wins: the build draws that language's no more.
    mkdirSync(join(assetsDir, "images", "og"), { recursive: true });
    writeFileSync(join(assetsDir, "images", "og", "default.en.png"), "a photograph");
    site.line.en = "Games that last";
    expect(await draw()).toEqual([]);
    expect(existsSync(join(outDir, "images/og/default.en.png"))).toBe(false);
  });

  it("leaves a link preview it did not draw alone", async () => {
    const { contentDir, assetsDir, outDir } = scratch(undefined, { preview: true });
    const { drawn } = await drawContentArtwork({
      projects: await compiledProjects(contentDir),
      assetsDir,
      outDir,
      locales,
    });
    expect(drawn.filter((path) => path.endsWith(".png"))).toEqual([]);
  });
});
