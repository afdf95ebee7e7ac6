/** Hands a same-origin file to the browser as a download, the way a clicked <a download> would. */
export function startDownload(fileUrl: string): void {
  const link = document.createElement('a');
  link.href = fileUrl;
  link.download = fileUrl.split('/').pop() ?? '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
