/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const nl_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algemene voorwaarden`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = nl_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }