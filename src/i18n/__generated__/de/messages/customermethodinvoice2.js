/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinvoice2Inputs */

const de_customermethodinvoice2 = /** @type {(inputs: Customermethodinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung`)
};

/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customermethodinvoice2 = de_customermethodinvoice2;
export { customermethodinvoice2 as "customerMethodInvoice" }