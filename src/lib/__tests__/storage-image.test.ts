import { dimensionsInName, responsiveSources, storageObjectPath } from '../storage-image';

const BASE = 'https://ref.supabase.co';
const on = { enabled: true, base: BASE };
const OBJECT = `${BASE}/storage/v1/object/public/media/gallery/omr-1200x800.jpg`;
const render = (width: number) => `${BASE}/storage/v1/render/image/public/media/gallery/omr-1200x800.jpg?width=${width}&quality=75`;

describe('storageObjectPath', () => {
  it('finds the object of a public Storage URL of this project, absolute or on its origin', () => {
    expect(storageObjectPath(OBJECT, BASE)).toBe('media/gallery/omr-1200x800.jpg');
    expect(storageObjectPath('/storage/v1/object/public/media/a/b-1x1.png', BASE)).toBe('media/a/b-1x1.png');
  });

  it('leaves other hosts, other paths and signed URLs alone', () => {
    expect(storageObjectPath('https://elsewhere.example/storage/v1/object/public/media/x.jpg', BASE)).toBeNull();
    expect(storageObjectPath('/images/site/hero.webp', BASE)).toBeNull();
    expect(storageObjectPath(`${BASE}/storage/v1/object/sign/media/x.jpg?token=t`, BASE)).toBeNull();
  });
});

describe('responsiveSources', () => {
  it('gives a srcset of 160, 400, 800 and the original width through the transform endpoint', () => {
    expect(responsiveSources(OBJECT, 640, on)).toEqual({
      src: render(800),
      srcSet: `${render(160)} 160w, ${render(400)} 400w, ${render(800)} 800w, ${render(1200)} 1200w`,
    });
  });

  it('asks for a small picture (a 40 px portrait) at 160 pixels, not 400', () => {
    expect(responsiveSources(OBJECT, 40, on).src).toBe(render(160));
  });

  it('keeps a path on the site origin a path (the stand-in), at any port', () => {
    expect(responsiveSources('/storage/v1/object/public/media/a/b-1200x800.jpg', 400, on).src).toBe(
      '/storage/v1/render/image/public/media/a/b-1200x800.jpg?width=400&quality=75',
    );
  });

  it('never asks for more than the original is wide', () => {
    const logo = `${BASE}/storage/v1/object/public/media/logos/mart-640x240.webp`;
    expect(responsiveSources(logo, 160, on).srcSet).toBe(
      `${BASE}/storage/v1/render/image/public/media/logos/mart-640x240.webp?width=160&quality=75 160w, ${BASE}/storage/v1/render/image/public/media/logos/mart-640x240.webp?width=400&quality=75 400w, ${BASE}/storage/v1/render/image/public/media/logos/mart-640x240.webp?width=640&quality=75 640w`,
    );
  });

  it('keeps the original file when transforms are off, and any image hosted elsewhere', () => {
    expect(responsiveSources(OBJECT, 640, { enabled: false, base: BASE })).toEqual({ src: OBJECT });
    expect(responsiveSources('https://cdn.example/x.jpg', 640, on)).toEqual({ src: 'https://cdn.example/x.jpg' });
  });
});

it('dimensionsInName reads the size the app wrote into the name', () => {
  expect(dimensionsInName('media/gallery/omr-1200x800.jpg')).toEqual({ width: 1200, height: 800 });
  expect(dimensionsInName('media/photo.jpg')).toBeNull();
});
