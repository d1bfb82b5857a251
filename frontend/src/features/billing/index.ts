/** What other areas use from billing (the screens themselves are lazy-loaded by the router). */
export {
  SubscriptionRequiredDialog,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  SUBSCRIPTION_REQUIRED_TITLE,
  type SubscriptionRequiredDialogProps,
} from './components/SubscriptionRequiredDialog';
export { SubscriptionInfo } from './components/SubscriptionInfo';
export { subscriptionSummary, formatPlanDate, type SubscriptionSummary } from './pricing';
