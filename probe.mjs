import puppeteer from "puppeteer-core";
import { readFileSync } from "node:fs";
const cpu = () => { const f = readFileSync("/proc/stat","utf8").split("\n")[0].split(/\s+/).slice(1).map(Number); return f[0]+f[1]+f[2]+f[5]+f[6]; };
for (let i = 0; i < 2; i++) {
let c0 = cpu();
const b = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true, defaultViewport: null, args: ["--width=450", "--height=860"] });
const ctx = await b.createBrowserContext(); const p = await ctx.newPage(); await p.goto("about:blank");
let c1 = cpu(); console.log("firefox launch+page", (c1-c0)/100);
c0 = cpu(); for (let j = 0; j < 3; j++) { const c = await b.createBrowserContext(); const q = await c.newPage(); await q.goto("about:blank"); await c.close(); } c1 = cpu(); console.log("3 contexts", (c1-c0)/100);
c0 = cpu(); await b.close(); c1 = cpu(); console.log("close", (c1-c0)/100);
}
