// Headless Chromium for the page's tests and its benchmark (benchmarks/web_page.mjs): Debian's
// browser, driven by playwright-core, which downloads none of its own. HDZ_CHROMIUM names another
// executable (scripts/test-web.sh installs Debian's when none is found).

import { chromium } from "playwright-core";

/** Starts headless Chromium, with the sandbox off (the tests may run as root) and no background traffic. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.HDZ_CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
