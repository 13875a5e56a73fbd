import { AdminPage } from './admin-frame';

export function PricesEditor() {
  return <AdminPage title="Prices">{null}</AdminPage>;
}
