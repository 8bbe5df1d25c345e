/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenpdf2Inputs */

const nl_customeropenpdf2 = /** @type {(inputs: Customeropenpdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuur als pdf openen`)
};

/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeropenpdf2 = nl_customeropenpdf2;
export { customeropenpdf2 as "customerOpenPdf" }