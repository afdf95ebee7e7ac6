import { categories, serviceSummary, serviceTeasers } from '@/catalogue';

describe('serviceTeasers', () => {
  it('shows every category and service of the catalogue, with the same ids, titles, texts, pictures and order', () => {
    const fromCatalogue = categories.map((category) => ({
      id: category.id,
      title: category.title,
      description: category.description,
      services: category.services.map((service) => ({
        id: service.id,
        title: service.title,
        summary: serviceSummary(service),
        image: { src: service.image.src, width: service.image.width, height: service.image.height },
      })),
    }));
    expect(serviceTeasers).toEqual(fromCatalogue);
  });
});
