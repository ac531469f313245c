import type { RoleId } from '../session/sessionTypes';

/**
 * The roles that may open a page kept to some of them. The route table's guards and the navigation
 * read the same lists, so the bar never offers a link that sends its visitor elsewhere
 * (docs/product.md, "Navigation bar").
 */
export const PAGE_ROLES: Record<
  | 'adminMerchantRequests'
  | 'myCode'
  | 'billing'
  | 'customers'
  | 'managedCustomers'
  | 'automations'
  | 'managedAutomations',
  RoleId[]
> = {
  // The personal QR code is a customer's (docs/product.md, "Your code offline").
  myCode: ['user'],
  adminMerchantRequests: ['admin'],
  // A merchant's plan, cards and invoices (docs/product.md, "Billing").
  billing: ['merchant'],
  // The customers of a merchant's stores (docs/product.md, "Customers"): in the bar.
  customers: ['merchant'],
  // ...and of the stores a customer account manages for their owner ("Staff"): reached from the
  // counter, as a manager is a customer account whose bar has no "Customers".
  managedCustomers: ['merchant', 'user'],
  // A merchant's automations (docs/product.md, "Automations"): in the bar...
  automations: ['merchant'],
  // ...and those of the stores a customer account manages, reached from the counter.
  managedAutomations: ['merchant', 'user'],
};
