/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const sk_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`všeobecné obchodné podmienky`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = sk_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }