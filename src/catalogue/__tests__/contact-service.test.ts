import { contactServiceText } from '../options';

describe("a contact's service of interest", () => {
  it("reads a bare option as the form writes it, and leaves the form's own value and anything unknown as stored", () => {
    expect(['van', ' Billboard ', 'Mobile - Van', 'something else'].map(contactServiceText)).toEqual(['Mobile - Van', 'Outdoor - Billboard', 'Mobile - Van', 'something else']);
  });
});
