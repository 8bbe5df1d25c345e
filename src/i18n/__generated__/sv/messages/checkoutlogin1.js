/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlogin1Inputs */

const sv_checkoutlogin1 = /** @type {(inputs: Checkoutlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in`)
};

/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutlogin1 = sv_checkoutlogin1;
export { checkoutlogin1 as "checkoutLogin" }