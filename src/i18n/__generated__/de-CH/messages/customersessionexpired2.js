/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const de_ch2_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = de_ch2_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }