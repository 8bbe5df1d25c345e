/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreference1Inputs */

const sk_customerreference1 = /** @type {(inputs: Customerreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreference1 = sk_customerreference1;
export { customerreference1 as "customerReference" }