import { categories, serviceOutline } from '@/catalogue';

describe('serviceOutline', () => {
  it('lists every category and service of the catalogue, with the same ids, titles and order', () => {
    const fromCatalogue = categories.map((category) => ({
      id: category.id,
      title: category.title,
      services: category.services.map((service) => ({ id: service.id, title: service.title })),
    }));
    expect(serviceOutline).toEqual(fromCatalogue);
  });
});
