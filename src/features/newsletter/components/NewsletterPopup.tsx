/** Placeholder mount point; the public-site part 2 work builds it. */
export function NewsletterPopup() {
  return null;
}
