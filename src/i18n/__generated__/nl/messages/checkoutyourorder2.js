/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutyourorder2Inputs */

const nl_checkoutyourorder2 = /** @type {(inputs: Checkoutyourorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelling`)
};

/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutyourorder2 = nl_checkoutyourorder2;
export { checkoutyourorder2 as "checkoutYourOrder" }