/** The frame is shared with the claims pages: it lives in components/layout. */
export { DashboardFrame, panel } from '~/components/layout/dashboard-frame';
