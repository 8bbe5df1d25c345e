/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreference1Inputs */

const cs_customerreference1 = /** @type {(inputs: Customerreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreference1 = cs_customerreference1;
export { customerreference1 as "customerReference" }