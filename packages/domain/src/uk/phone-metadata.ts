import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The part of libphonenumber's full ("max") metadata that UK numbers need: the +44 calling code
 * and the four regions on it (Great Britain and Northern Ireland, Guernsey, the Isle of Man,
 * Jersey). 4 KB instead of the 157 KB every page that checks a phone number used to download.
 * `phone-metadata-44.json` is this subset of the installed package's metadata, written by
 * `npx tsx packages/domain/scripts/uk-phone-metadata.ts`; a test holds it to the package.
 */
export function plus44Metadata(full: MetadataJson): MetadataJson {
  const regions = full.country_calling_codes['44'] ?? [];
  return {
    version: full.version,
    country_calling_codes: { '44': regions },
    countries: Object.fromEntries(regions.map((region) => [region, full.countries[region]])),
    nonGeographic: {},
  };
}
