import {
  blogCategories,
  categories,
  clientIndustries,
  contactServiceGroups,
  featuredServices,
  loadServiceDetail,
  serviceLead,
  serviceSummary,
  type Service,
} from '..';

describe('static catalogue (docs/product.md §3)', () => {
  it('has the five categories and thirteen services with the ids of docs/product.md §3, in order', () => {
    expect(Object.fromEntries(categories.map((category) => [category.id, category.services.map((service) => service.id)]))).toEqual({
      outdoor: ['billboards', 'unipoles'],
      mobile: ['van-advertising', 'lookwalker', 'tricycle-advertising'],
      transport: ['bus-advertising', 'train-advertising', 'airport-advertising'],
      ambient: ['mall-advertising', 'cinema-advertising'],
      btl: ['event-activations', 'sampling-campaigns', 'store-launch'],
    });
  });

  it('gives every service real content and a local image', () => {
    for (const { services } of categories) {
      for (const service of services) {
        expect(service.description.length).toBeGreaterThan(120);
        expect(service.benefits.length).toBeGreaterThanOrEqual(3);
        expect(service.features.length).toBeGreaterThanOrEqual(3);
        expect(service.faqs.length).toBeGreaterThanOrEqual(3);
        expect(service.image.src).toBe(`/images/site/services/${service.id}.svg`);
      }
    }
  });

  it('has resources only for airport advertising (2) and store launch (2), served by the site', () => {
    const withResources = categories.flatMap((category) => category.services).filter((service) => service.resources);
    expect(withResources.map((service) => [service.id, service.resources?.length])).toEqual([
      ['airport-advertising', 2],
      ['store-launch', 2],
    ]);
    for (const resource of withResources.flatMap((service) => service.resources ?? [])) {
      expect(resource.fileUrl).toMatch(/^\/downloads\/[\w-]+\.pdf$/);
      expect(resource.fileSize).toMatch(/^\d+ KB$/);
    }
  });

  it('states the fixed claims of docs/product.md §9 in the FAQ answers', () => {
    const answers = categories.flatMap((category) => category.services.flatMap((service) => service.faqs.map((faq) => faq.answer))).join('\n');
    expect(answers).toContain('1,000 to 100,000 samples');
    expect(answers).toContain('2 to 20 lookwalkers');
    expect(answers).toContain('1 to 12 months');
    expect(answers).toContain('50+ cities across India');
  });

  it('loads every service in full by both ids, with its category', async () => {
    for (const category of categories) {
      for (const service of category.services) {
        const entry = await loadServiceDetail(category.id, service.id);
        expect(entry?.service).toEqual(service);
        expect(entry?.category).toEqual({ id: category.id, title: category.title });
      }
    }
  });

  it.each([
    ['outdoor', 'airport-advertising'],
    ['nope', 'billboards'],
    ['constructor', 'billboards'],
    [undefined, undefined],
  ])('finds no service at %s/%s', async (categoryId, serviceId) => {
    expect(await loadServiceDetail(categoryId, serviceId)).toBeNull();
  });

  it('relates up to 3 other services of the same category, with summaries of at most 80 characters', async () => {
    const sampling = await loadServiceDetail('btl', 'sampling-campaigns');
    expect(sampling?.related.map((service) => service.id)).toEqual(['event-activations', 'store-launch']);
    const billboards = await loadServiceDetail('outdoor', 'billboards');
    expect(billboards?.related).toEqual([
      {
        id: 'unipoles',
        title: 'Unipole Advertising',
        summary: 'Towering single-pole displays that own the skyline on highways and flyovers.',
        image: { src: '/images/site/services/unipoles.svg', width: 800, height: 500 },
      },
    ]);
  });

  it('features the first two services of each category, at most 6', () => {
    expect(featuredServices().map(({ service }) => service.id)).toEqual([
      'billboards',
      'unipoles',
      'van-advertising',
      'lookwalker',
      'bus-advertising',
      'train-advertising',
    ]);
  });

  it('summarises with the short description, or the first 120 characters and an ellipsis', () => {
    const long = { ...categories[0].services[0], shortDescription: undefined, description: 'x'.repeat(150) } satisfies Service;
    expect(serviceSummary(long)).toBe(`${'x'.repeat(120)}...`);
    expect(serviceSummary({ ...long, description: 'Short.' })).toBe('Short.');
    expect(serviceSummary({ ...long, shortDescription: 'Own line.' })).toBe('Own line.');
  });

  it('leads with the short description, or the first sentence', () => {
    const service = { ...categories[0].services[0], shortDescription: undefined, description: 'First one. Second one.' };
    expect(serviceLead(service)).toBe('First one.');
    expect(serviceLead({ ...service, shortDescription: 'Lead.' })).toBe('Lead.');
  });
});

describe('fixed lists', () => {
  it('has the client industries, blog categories and contact service groups', () => {
    expect(clientIndustries).toHaveLength(49);
    expect(clientIndustries[0]).toBe('Advertising & Marketing');
    expect(clientIndustries.at(-1)).toBe('Other');
    expect(blogCategories).toEqual(['Industry Trends', 'Strategy', 'Event Marketing', 'Sustainability', 'Technology', 'Case Studies']);
    expect(contactServiceGroups.map((group) => [group.label, group.options.length])).toEqual([
      ['Outdoor', 4],
      ['Mobile', 4],
      ['Transport', 5],
      ['Ambient', 5],
      ['BTL', 5],
      ['Digital', 4],
      ['Other', 6],
    ]);
  });
});
