/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutyourorder2Inputs */

const cs_checkoutyourorder2 = /** @type {(inputs: Checkoutyourorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše objednávka`)
};

/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutyourorder2 = cs_checkoutyourorder2;
export { checkoutyourorder2 as "checkoutYourOrder" }