/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const de_ch2_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind angemeldet. Ihre Lieferadresse haben wir aus Ihrem Kundenkonto übernommen.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = de_ch2_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }