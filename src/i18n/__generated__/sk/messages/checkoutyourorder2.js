/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutyourorder2Inputs */

const sk_checkoutyourorder2 = /** @type {(inputs: Checkoutyourorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša objednávka`)
};

/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutyourorder2 = sk_checkoutyourorder2;
export { checkoutyourorder2 as "checkoutYourOrder" }