import { execSync } from 'node:child_process';

/** The short commit id the figures are named by ('unknown' outside a git checkout). */
export function commitId() {
  try {
    return execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    return 'unknown';
  }
}
