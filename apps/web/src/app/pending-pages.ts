/**
 * Routes whose page is still to be built, with the issue that builds it. Each entry gives the
 * page its title and meta description meanwhile; an entry is removed when its page is written.
 */
export interface PendingPage {
  title: string;
  description: string;
  issue: number;
}

const backOffice = 7;

export const pendingPages: Record<string, PendingPage> = {
  '/admin': { title: 'Back office', description: 'Staff only.', issue: backOffice },
};

export function pendingPageFor(pathname: string): PendingPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pendingPages[path];
}
