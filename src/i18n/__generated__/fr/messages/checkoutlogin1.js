/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlogin1Inputs */

const fr_checkoutlogin1 = /** @type {(inputs: Checkoutlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutlogin1 = fr_checkoutlogin1;
export { checkoutlogin1 as "checkoutLogin" }