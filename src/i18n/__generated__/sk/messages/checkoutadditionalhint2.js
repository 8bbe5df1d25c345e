/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const sk_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`napr. c/o, poschodie, vchod`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = sk_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }