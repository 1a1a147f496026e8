import { CAPABILITY_TYPES, type Capability, type CapabilityType } from "@common/capabilities";

export interface CapabilityGroup {
  type: CapabilityType;
  label: string;
  capabilities: Capability[];
}

/** Capabilities by type, in the order of CAPABILITY_TYPES; every type, even an empty one. */
export function groupCapabilities(capabilities: Capability[]): CapabilityGroup[] {
  return CAPABILITY_TYPES.map((type) => ({
    type: type.id,
    label: type.label,
    capabilities: capabilities.filter((capability) => capability.type === type.id),
  }));
}
