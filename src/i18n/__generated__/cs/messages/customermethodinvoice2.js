/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinvoice2Inputs */

const cs_customermethodinvoice2 = /** @type {(inputs: Customermethodinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na fakturu`)
};

/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermethodinvoice2 = cs_customermethodinvoice2;
export { customermethodinvoice2 as "customerMethodInvoice" }