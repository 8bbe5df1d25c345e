/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const nl_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bijv. t.a.v., verdieping`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = nl_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }