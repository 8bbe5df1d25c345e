/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreference1Inputs */

const fr_customerreference1 = /** @type {(inputs: Customerreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreference1 = fr_customerreference1;
export { customerreference1 as "customerReference" }