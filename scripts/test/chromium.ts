// The end-to-end tests drive the system Chromium (Playwright's own browser download is not
// possible here). Find it, install Debian's package when we are root, or say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function find() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function ensureChromium(): string {
  const found = find();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(
      "[test] Chromium not found: installing Debian's chromium package (about a minute)…",
    );
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    const installed = find();
    if (installed) return installed;
  }
  console.error(
    '[test] No Chromium found for the end-to-end tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
