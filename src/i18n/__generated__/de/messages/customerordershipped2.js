/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordershipped2Inputs */

const de_customerordershipped2 = /** @type {(inputs: Customerordershipped2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versendet`)
};

/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerordershipped2 = de_customerordershipped2;
export { customerordershipped2 as "customerOrderShipped" }