/**
 * Spec §9: the pin codes where home sample collection is offered (decided locally, no server
 * call), each with the area it covers. Everything that says where the lab works comes from here:
 * the pin-code check, the "{count} areas" wording, and the lab's default postal address, which
 * sits in one of these areas so the checker never calls the lab's own address unserviced.
 */
export const SERVICE_AREAS = [
  { pincode: '560001', area: 'MG Road (Bengaluru GPO)' },
  { pincode: '560002', area: 'K.R. Market (Bengaluru City)' },
  { pincode: '560003', area: 'Malleswaram' },
  { pincode: '560004', area: 'Basavanagudi' },
  { pincode: '560005', area: 'Fraser Town' },
  { pincode: '560010', area: 'Rajajinagar' },
  { pincode: '560020', area: 'Seshadripuram' },
  { pincode: '560030', area: 'Adugodi' },
] as const;

export const SERVICEABLE_PINCODES: readonly string[] = SERVICE_AREAS.map((entry) => entry.pincode);

/** How many areas are served: the count in "in {count} areas of central Bengaluru". */
export const SERVICE_AREA_COUNT = SERVICE_AREAS.length;

const LAB_AREA = SERVICE_AREAS[2];

/** The lab's postal address until `lab-storefront`'s `address` attribute gives the real one. */
export const DEFAULT_LAB_ADDRESS = `42, Sampige Road, ${LAB_AREA.area}, Bengaluru, Karnataka ${LAB_AREA.pincode}`;
