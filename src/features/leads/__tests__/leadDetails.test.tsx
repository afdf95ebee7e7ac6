import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { detailFields, LeadDetailFields } from '../components/leadDetails';

const booking = { name: 'Meena Raj', business_name: 'Raj Sweets', offer_id: 'offer-1', offer_title: 'Pongal Harvest Offer', preferred_package: 'Harvest Pro', message: null };

describe("a festival booking's details in the inbox", () => {
  it('name the offer next to the package', () => {
    renderWithProviders(<LeadDetailFields kind="festival_booking" details={booking} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Business', 'Offer', 'Package']);
    expect(screen.getByText('Pongal Harvest Offer')).toBeInTheDocument();
    expect(detailFields.festival_booking.map((field) => field.text(booking))).toEqual(['Raj Sweets', 'Pongal Harvest Offer', 'Harvest Pro', '']);
  });

  it('leave the offer out for a booking made before offers, never writing null', () => {
    const older = { ...booking, offer_id: null, offer_title: null };
    const { container } = renderWithProviders(<LeadDetailFields kind="festival_booking" details={older} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Business', 'Package']);
    expect(container).not.toHaveTextContent('null');
  });
});

describe("a client's answer to a proposal in the inbox", () => {
  const answer = { campaign_id: 'k1', campaign_reference: 'CP-7A000000', customer_name: 'Kaveri Foods', answer: 'changes', designation: null, message: 'Start on the 5th?' };

  it('links the proposal to its campaign, and exports its reference', () => {
    renderWithProviders(<LeadDetailFields kind="proposal_response" details={answer} />);
    expect(screen.getByRole('link', { name: 'CP-7A000000' })).toHaveAttribute('href', '/admin/campaigns/k1');
    expect(screen.getByText('Asked for changes')).toBeInTheDocument();
    expect(detailFields.proposal_response.map((field) => field.text(answer))).toEqual(['CP-7A000000', 'Kaveri Foods', 'Asked for changes', '', 'Start on the 5th?']);
  });
});
