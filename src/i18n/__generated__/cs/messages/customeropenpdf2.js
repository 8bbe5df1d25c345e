/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenpdf2Inputs */

const cs_customeropenpdf2 = /** @type {(inputs: Customeropenpdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otevřít fakturu v PDF`)
};

/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeropenpdf2 = cs_customeropenpdf2;
export { customeropenpdf2 as "customerOpenPdf" }