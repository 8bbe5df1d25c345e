/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const sv_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`t.ex. c/o, våning, port`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = sv_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }