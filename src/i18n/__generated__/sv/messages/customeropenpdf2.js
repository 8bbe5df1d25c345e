/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenpdf2Inputs */

const sv_customeropenpdf2 = /** @type {(inputs: Customeropenpdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öppna fakturan som pdf`)
};

/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customeropenpdf2 = sv_customeropenpdf2;
export { customeropenpdf2 as "customerOpenPdf" }