'use strict';

// The 28 states and then the 8 union territories of India, by their official names, each with
// its GST state code (the first two digits of a GSTIN; "place of supply" on an invoice).
// Plain CommonJS, typed by index.d.ts: the backend (Node, Jest) and the storefront (Vite, Jest)
// use this file as it is, so there is no build to forget.
const STATES = [
  ['Andhra Pradesh', '37'],
  ['Arunachal Pradesh', '12'],
  ['Assam', '18'],
  ['Bihar', '10'],
  ['Chhattisgarh', '22'],
  ['Goa', '30'],
  ['Gujarat', '24'],
  ['Haryana', '06'],
  ['Himachal Pradesh', '02'],
  ['Jharkhand', '20'],
  ['Karnataka', '29'],
  ['Kerala', '32'],
  ['Madhya Pradesh', '23'],
  ['Maharashtra', '27'],
  ['Manipur', '14'],
  ['Meghalaya', '17'],
  ['Mizoram', '15'],
  ['Nagaland', '13'],
  ['Odisha', '21'],
  ['Punjab', '03'],
  ['Rajasthan', '08'],
  ['Sikkim', '11'],
  ['Tamil Nadu', '33'],
  ['Telangana', '36'],
  ['Tripura', '16'],
  ['Uttar Pradesh', '09'],
  ['Uttarakhand', '05'],
  ['West Bengal', '19'],
  ['Andaman and Nicobar Islands', '35'],
  ['Chandigarh', '04'],
  ['Dadra and Nagar Haveli and Daman and Diu', '26'],
  ['Delhi', '07'],
  ['Jammu and Kashmir', '01'],
  ['Ladakh', '38'],
  ['Lakshadweep', '31'],
  ['Puducherry', '34'],
];

const INDIAN_STATES = Object.freeze(STATES.map(([name]) => name));
const GST_STATE_CODES = new Map(STATES.map(([name, code]) => [name.toLowerCase(), code]));

/** The GST code of a state named as in INDIAN_STATES (any case); undefined for anything else. */
function gstStateCode(state) {
  return GST_STATE_CODES.get(state.trim().toLowerCase());
}

module.exports = { INDIAN_STATES, gstStateCode };
