/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlogin1Inputs */

const sk_checkoutlogin1 = /** @type {(inputs: Checkoutlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa`)
};

/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutlogin1 = sk_checkoutlogin1;
export { checkoutlogin1 as "checkoutLogin" }