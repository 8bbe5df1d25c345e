/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinvoice2Inputs */

const fr_customermethodinvoice2 = /** @type {(inputs: Customermethodinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture`)
};

/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermethodinvoice2 = fr_customermethodinvoice2;
export { customermethodinvoice2 as "customerMethodInvoice" }