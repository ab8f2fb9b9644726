/**
 * Product §9: the pin codes where home sample collection is offered (decided locally, no server
 * call), each with the area it covers (not shown, so a comment). Everything that says where the
 * lab works comes from here: the pin-code check and the "{count} areas" wording.
 */
export const SERVICEABLE_PINCODES: readonly string[] = [
  '560001', // MG Road (Bengaluru GPO)
  '560002', // K.R. Market (Bengaluru City)
  '560003', // Malleswaram
  '560004', // Basavanagudi
  '560005', // Fraser Town
  '560010', // Rajajinagar
  '560020', // Seshadripuram
  '560030', // Adugodi
];

/** How many areas are served: the count in "in {count} areas of central Bengaluru". */
export const SERVICE_AREA_COUNT = SERVICEABLE_PINCODES.length;
