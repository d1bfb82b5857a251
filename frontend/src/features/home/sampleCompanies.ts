/** Static sample data for the blurred home teaser behind the public screens (nine companies). */
export interface SampleCompany {
  name: string;
  description: string;
  partnerType: 'Technology Partner' | 'Channel Partner';
  industries: string[];
  regions: string[];
}

export const SAMPLE_COMPANIES: readonly SampleCompany[] = [
  {
    name: 'Northwind Cloud Security',
    description:
      'Zero-trust access and identity protection for mid-market IT teams, with a reseller program and co-marketing funds.',
    partnerType: 'Technology Partner',
    industries: ['Cybersecurity', 'Financial Services', 'Insurance'],
    regions: ['North America', 'Western Europe'],
  },
  {
    name: 'Meridian Systems Integration',
    description:
      'ERP and CRM implementation partner for discrete manufacturers, from process design to managed support.',
    partnerType: 'Channel Partner',
    industries: ['Manufacturing', 'Logistics'],
    regions: ['DACH', 'Central Europe', 'Nordics'],
  },
  {
    name: 'Brightlane Analytics',
    description:
      'Self-service BI and demand forecasting for retail and consumer brands, integrated with the major POS systems.',
    partnerType: 'Technology Partner',
    industries: ['Retail', 'Consumer Goods'],
    regions: ['Western Europe', 'UK & Ireland'],
  },
  {
    name: 'Tidewater Managed Services',
    description:
      'A managed service provider running 24/7 cloud operations, backup and compliance reporting for regulated SMBs.',
    partnerType: 'Channel Partner',
    industries: ['Healthcare', 'Professional Services'],
    regions: ['UK & Ireland', 'Benelux'],
  },
  {
    name: 'Cobalt Health Data',
    description:
      'A HIPAA-ready data platform that connects clinic EHRs, labs and billing into one secure patient record.',
    partnerType: 'Technology Partner',
    industries: ['Healthcare', 'Insurance'],
    regions: ['North America'],
  },
  {
    name: 'Quarry Point Consulting',
    description:
      'Revenue operations consultancy that designs partner motions, PRM rollouts and channel incentive plans for SaaS vendors.',
    partnerType: 'Channel Partner',
    industries: ['Software', 'Telecommunications'],
    regions: ['North America', 'Latin America'],
  },
  {
    name: 'Lumen Field Service',
    description:
      'Scheduling, dispatch and mobile work orders for field teams in construction, utilities and facilities management.',
    partnerType: 'Technology Partner',
    industries: ['Construction', 'Utilities', 'Real Estate'],
    regions: ['Australia & New Zealand', 'North America'],
  },
  {
    name: 'Helix Payments',
    description:
      'Embedded payments and payout APIs for marketplaces and B2B platforms, with local acquiring in twelve markets.',
    partnerType: 'Technology Partner',
    industries: ['Fintech', 'E-commerce'],
    regions: ['Southeast Asia', 'India'],
  },
  {
    name: 'Atlas Learning Partners',
    description:
      'Learning-platform reseller and content studio delivering onboarding and compliance training for large employers.',
    partnerType: 'Channel Partner',
    industries: ['Education', 'Public Sector'],
    regions: ['Middle East', 'Africa', 'Southern Europe'],
  },
];
