import { DesignGenerator } from '@/features/design-generator/components/design-generator';

/** Spec §2 /design-generator: the AI design generator, open to everyone. */
export default function DesignGeneratorRoute() {
  return <DesignGenerator />;
}
