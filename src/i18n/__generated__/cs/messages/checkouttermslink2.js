/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const cs_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`všeobecné obchodní podmínky`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = cs_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }