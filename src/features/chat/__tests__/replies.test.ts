import { botReply, promisesFollowUp, REPLIES } from '../replies';

describe('botReply', () => {
  it.each([
    ['What is the price of a hoarding?', REPLIES.pricing],
    ['How much does it COST', REPLIES.pricing],
    ['Can I get a quote', REPLIES.pricing],
    ['What is the rate for a hoarding on OMR? Can someone call me back?', REPLIES.pricing],
    ['Your tariff for bus shelters?', REPLIES.pricing],
    ['Please call me back', REPLIES.callback],
    ['I need a callback', REPLIES.callback],
    ['Is the Kathipara unipole available in December?', REPLIES.availability],
    ['Which dates are free for Anna Salai?', REPLIES.availability],
    ['Can I book a screen?', REPLIES.availability],
    ['How do I contact you', REPLIES.contact],
    ['Can I call your office?', REPLIES.contact],
    ['I want to speak to someone', REPLIES.contact],
    ['Which service suits a store launch?', REPLIES.services],
    ['Tell me about bus advertising', REPLIES.services],
    ['Hello there', REPLIES.generic],
  ])('answers "%s" from its keyword group', (message, reply) => {
    expect(botReply(message)).toBe(reply);
  });

  it('puts pricing before contact before services when several match', () => {
    expect(botReply('call me with a quote for advertising')).toBe(REPLIES.pricing);
    expect(botReply('speak about your services')).toBe(REPLIES.contact);
  });

  it('matches the added words whole, not inside other words', () => {
    expect(botReply('We are a corporate team')).toBe(REPLIES.generic);
    expect(botReply('Any update on my Facebook post?')).toBe(REPLIES.generic);
  });

  it('has a generic reply that promises an answer without claiming the message was kept', () => {
    expect(REPLIES.generic).toContain('we will get back to you');
    expect(REPLIES.generic).not.toMatch(/noted|recorded|saved/);
  });

  it('offers a call back after every reply someone must follow up, and not after plain facts', () => {
    for (const reply of [REPLIES.pricing, REPLIES.callback, REPLIES.availability, REPLIES.generic]) expect(promisesFollowUp(reply)).toBe(true);
    for (const reply of [REPLIES.contact, REPLIES.services]) expect(promisesFollowUp(reply)).toBe(false);
  });
});
