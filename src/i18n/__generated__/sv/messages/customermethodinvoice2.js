/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinvoice2Inputs */

const sv_customermethodinvoice2 = /** @type {(inputs: Customermethodinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktura`)
};

/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermethodinvoice2 = sv_customermethodinvoice2;
export { customermethodinvoice2 as "customerMethodInvoice" }