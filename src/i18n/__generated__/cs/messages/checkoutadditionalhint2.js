/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const cs_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`např. c/o, patro, vchod`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = cs_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }