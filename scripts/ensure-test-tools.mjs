// `npm test` (and Lighthouse) need programs npm cannot bring: Debian's Chromium and its headless shell, Firefox
// ESR, WebKitGTK's driver with a virtual display, and Java for the HTML checker (decision 036, decision 080).
// This runs first, before anything is built: what is missing is installed with apt-get when we are root on
// Debian, and otherwise the run stops at once with the one command that installs it.
// Usage: node scripts/ensure-test-tools.mjs [chromium|firefox|webkit|java]... (no argument: all of them).
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";

const LIBERATION_SANS = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

/** Each tool: how to find it, and the Debian package that brings it. */
const TOOLS = {
  // The browser tests run Chromium's headless shell, Lighthouse the whole browser (decision 036).
  // With Arial's metric twin: the heading font's fallback is sized to Arial's metrics (client/styles/fonts.css),
  // as on a phone; without it the fallback is DejaVu Sans, and the layout-shift checks measure another page.
  chromium: {
    found: () =>
      isExecutable(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") &&
      isExecutable(process.env.CHROMIUM_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell") &&
      existsSync(LIBERATION_SANS),
    packages: ["chromium", "chromium-headless-shell", "fonts-liberation"],
  },
  firefox: { found: () => isExecutable(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"), packages: ["firefox-esr"] },
  webkit: {
    found: () => onPath("WebKitWebDriver") && onPath("Xvfb"),
    packages: ["webkit2gtk-driver", "xvfb"],
  },
  java: { found: () => onPath("java"), packages: ["default-jre-headless"] },
};

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} name */
function onPath(name) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && isExecutable(join(dir, name)));
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in TOOLS));
if (unknown.length > 0) {
  console.error(`ensure-test-tools: unknown tool ${unknown.join(", ")} (known: ${Object.keys(TOOLS).join(", ")})`);
  process.exit(2);
}
const names = /** @type {(keyof typeof TOOLS)[]} */ (wanted.length > 0 ? wanted : Object.keys(TOOLS));
const missing = [...new Set(names.filter((name) => !TOOLS[name].found()).flatMap((name) => TOOLS[name].packages))];
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y --no-install-recommends ${missing.join(" ")}`;
const canInstall = process.getuid?.() === 0 && onPath("apt-get");
if (!canInstall) {
  console.error(`The tests need Debian packages that are not installed: ${missing.join(", ")}.`);
  console.error(`Install them, then run the tests again:\n\n  sudo apt-get update && sudo ${command}\n`);
  process.exit(1);
}

console.log(`installing the test tools: ${missing.join(" ")}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "--no-install-recommends", ...missing],
]) {
  const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (result.status !== 0) {
    console.error(
      `apt-get ${args[0]} failed (exit ${result.status}); run it by hand:\n\n  apt-get update && ${command}\n`,
    );
    process.exit(1);
  }
}
const still = names.filter((name) => !TOOLS[name].found());
if (still.length > 0) {
  console.error(`installed ${missing.join(" ")}, but still not found: ${still.join(", ")}`);
  process.exit(1);
}
