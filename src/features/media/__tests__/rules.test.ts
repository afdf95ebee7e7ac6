import { uploadErrorSentence } from '../api/upload-media';
import { fileProblem, MAX_MEDIA_BYTES, mediaObjectName, readableTitle } from '../rules';

describe('fileProblem', () => {
  it('takes JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(fileProblem({ type, size: MAX_MEDIA_BYTES })).toBeNull();
  });

  it('refuses what can carry script or is not a photo, in one sentence', () => {
    for (const type of ['image/svg+xml', 'text/html', 'image/gif', '']) {
      expect(fileProblem({ type, size: 10 })).toBe('This file is not a JPEG, PNG, WebP or AVIF photo. Choose a photo in one of these formats.');
    }
  });

  it('refuses a photo over 10 MB and says how large it is', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 12.5 * 1024 * 1024 })).toBe('This photo is 12.5 MB: photos can be at most 10 MB. Choose a smaller one.');
  });
});

it('mediaObjectName makes the name the bucket policies accept', () => {
  const name = mediaObjectName('gallery', 'image/jpeg', 1600, 1200, '0b5c1d2e-aaaa-4bbb-8ccc-123456789abc');
  expect(name).toBe('gallery/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc-1600x1200.jpg');
  expect(name).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$/);
  expect(mediaObjectName('logos', 'image/webp', 640, 240, '0b5c1d2e-aaaa-4bbb-8ccc-123456789abc')).toBe('logos/0b5c1d2e-aaaa-4bbb-8ccc-123456789abc-640x240.webp');
});

it('uploadErrorSentence turns Storage refusals into one sentence', () => {
  expect(uploadErrorSentence('413')).toBe('This photo is larger than 10 MB. Choose a smaller one.');
  expect(uploadErrorSentence('415')).toMatch(/^This file is not a JPEG/);
  expect(uploadErrorSentence('403')).toBe('You do not have permission to upload photos.');
  expect(uploadErrorSentence(undefined)).toBe('The upload failed. Check your connection and try again.');
});

describe('readableTitle', () => {
  it('turns a file name into the title a person would write', () => {
    expect(readableTitle('chennai-omr-hoarding.jpg')).toBe('Chennai omr hoarding');
    expect(readableTitle('Anna_Salai  Unipole.final.webp')).toBe('Anna Salai Unipole final');
    expect(readableTitle('  t-nagar--bus shelter.JPEG')).toBe('T nagar bus shelter');
  });

  it('offers nothing for a name that says nothing: a camera\'s, digits, or none', () => {
    for (const name of ['IMG_2041.jpg', 'PXL_20261104_093012.jpg', 'DSC01234.JPG', 'WhatsApp Image 2026-11-04 at 09.30.12.jpeg', '20261104.jpg', '', null, undefined]) {
      expect(readableTitle(name)).toBe('');
    }
  });
});
