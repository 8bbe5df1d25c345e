/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const sv_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`allmänna villkor`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = sv_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }