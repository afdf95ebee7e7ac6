import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { CvDownload } from '../components/CvDownload';

const path = 'cvs/0b5e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.pdf';
const fileUrl = `${testOrigin}/storage/v1/object/applications/${path}`;

function answer(body: string) {
  server.use(http.get(fileUrl, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/pdf' } })));
}

describe("an application's CV in Lead Details", () => {
  it("saves the file under the applicant's file name", async () => {
    answer('%PDF-1.7 the CV');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<CvDownload path={path} name="Murugan CV.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CV (Murugan CV.pdf)' }));
    await vi.waitFor(() => expect(saved).toEqual(['Murugan CV.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file whose bytes are not a PDF or Word document, and says so', async () => {
    answer('<html><script>steal()</script></html>');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<CvDownload path={path} name="cv.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CV (cv.pdf)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PDF or Word document, so it was not opened.');
    expect(click).not.toHaveBeenCalled();
  });
});
