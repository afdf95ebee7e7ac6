import { botReply, REPLIES } from '../replies';

describe('botReply', () => {
  it.each([
    ['What is the price of a hoarding?', REPLIES.pricing],
    ['How much does it COST', REPLIES.pricing],
    ['Can I get a quote', REPLIES.pricing],
    ['How do I contact you', REPLIES.contact],
    ['Please call me back', REPLIES.contact],
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

  it('has a generic reply that promises an answer', () => {
    expect(REPLIES.generic).toContain('we will get back to you');
  });
});
