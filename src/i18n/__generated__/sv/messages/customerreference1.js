/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreference1Inputs */

const sv_customerreference1 = /** @type {(inputs: Customerreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referens`)
};

/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreference1 = sv_customerreference1;
export { customerreference1 as "customerReference" }