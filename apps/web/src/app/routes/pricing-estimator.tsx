import { StubPage } from '@/components/layouts/stub-page';

export default function PricingEstimatorRoute() {
  return <StubPage title="Tattoo Pricing Estimator" />;
}
