/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinvoice2Inputs */

const sk_customermethodinvoice2 = /** @type {(inputs: Customermethodinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na faktúru`)
};

/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermethodinvoice2 = sk_customermethodinvoice2;
export { customermethodinvoice2 as "customerMethodInvoice" }