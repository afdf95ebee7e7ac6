/** Shapes of the static catalogue (docs/product.md §3). */

export type ServiceFeature = { title: string; description: string };

export type ServiceFaq = { question: string; answer: string };

export type ServiceResource = {
  title: string;
  description: string;
  /** A file under /downloads, served by the site itself. */
  fileUrl: string;
  fileSize: string;
};

export type ServiceImage = { src: string; alt: string; width: number; height: number };

export type Service = {
  id: string;
  title: string;
  description: string;
  shortDescription?: string;
  image: ServiceImage;
  benefits: string[];
  features: ServiceFeature[];
  faqs: ServiceFaq[];
  resources?: ServiceResource[];
};

export type ServiceCategory = {
  id: string;
  title: string;
  description: string;
  services: Service[];
};

