/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreference1Inputs */

const de_customerreference1 = /** @type {(inputs: Customerreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz`)
};

/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerreference1 = de_customerreference1;
export { customerreference1 as "customerReference" }