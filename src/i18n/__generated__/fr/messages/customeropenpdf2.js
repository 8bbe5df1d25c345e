/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenpdf2Inputs */

const fr_customeropenpdf2 = /** @type {(inputs: Customeropenpdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la facture en PDF`)
};

/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeropenpdf2 = fr_customeropenpdf2;
export { customeropenpdf2 as "customerOpenPdf" }