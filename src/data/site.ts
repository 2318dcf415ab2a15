/**
 * Every firm-specific fact lives here (and in `.env`), so the real firm replaces them in one place.
 * The firm name is a fictional placeholder: the spec does not name the firm.
 * Values marked `review` were filled in by the team where the spec left a placeholder.
 */
export const site = {
  firmName: 'Lotus Bridge Legal',
  firmShortName: 'Lotus Bridge',
  allianceFirmName: 'Hoshino & Partners',
  allianceLawyers: 900,
  allianceLocations: 20,
  foundedYear: 2005,
  address: {
    street: 'Level 12, Sule Square Tower, 221 Sule Pagoda Road',
    locality: 'Kyauktada Township, Yangon',
    postalCode: '11182',
    country: 'Myanmar',
    countryCode: 'MM',
  },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Sule+Square+Yangon',
  emails: {
    general: 'info@lotusbridge-legal.example',
    japanDesk: 'japandesk@lotusbridge-legal.example',
  },
  phone: { display: '+95 1 234 5678', tel: '+9512345678' },
  designer: { name: 'Studio Placeholder', url: 'https://designer.example' },
  defaultSiteUrl: 'https://www.lotusbridge-legal.example',
} as const;

export type Site = typeof site;
