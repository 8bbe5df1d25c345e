/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const fr_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. c/o, étage, bâtiment`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = fr_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }