/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnsempty2Inputs */

const de_ch2_customerreturnsempty2 = /** @type {(inputs: Customerreturnsempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keine Retouren.`)
};

/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerreturnsempty2 = de_ch2_customerreturnsempty2;
export { customerreturnsempty2 as "customerReturnsEmpty" }