import { flattenProgramPages, normalizeProgramPage } from './hubApi';

const card = (companyId: number) => ({
  companyId,
  companyName: `C${companyId}`,
  companyLogoUrl: null,
  description: '',
  targertIndustries: null,
  geoRegions: null,
  isIndustryAgnostic: false,
  isGeoGlobal: false,
});

describe('hub api helpers', () => {
  it('normalises thin answers', () => {
    expect(normalizeProgramPage({ data: [card(1)], hasNext: true })).toEqual({ data: [card(1)], hasNext: true });
    expect(normalizeProgramPage({})).toEqual({ data: [], hasNext: false });
    expect(normalizeProgramPage(null)).toEqual({ data: [], hasNext: false });
    expect(normalizeProgramPage([card(2)])).toEqual({ data: [card(2)], hasNext: false });
  });

  it('flattens pages in order without repeating a company', () => {
    const pages = [
      { data: [card(1), card(2)], hasNext: true },
      { data: [card(2), card(3)], hasNext: false },
    ];
    expect(flattenProgramPages(pages).map((item) => item.companyId)).toEqual([1, 2, 3]);
    expect(flattenProgramPages(undefined)).toEqual([]);
  });
});
