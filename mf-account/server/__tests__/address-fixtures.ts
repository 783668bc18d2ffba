/** A valid address body for POST/PUT /api/account/addresses. */
export const newAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy Yard',
  country: 'GB',
  address1: '10 Downing Street',
  address2: '',
  city: 'London',
  state: '',
  postcode: 'SW1A 2AA',
  email: 'grace@example.com',
  phone: '+44 20 7946 0000',
  default: false,
};
