import { PricingEstimator } from '@/features/pricing-estimator/components/pricing-estimator';

/** Spec §2 /pricing-estimator: the price estimator, open to everyone and worked out in the browser. */
export default function PricingEstimatorRoute() {
  return <PricingEstimator />;
}
