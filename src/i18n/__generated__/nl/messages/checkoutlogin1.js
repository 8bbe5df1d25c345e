/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlogin1Inputs */

const nl_checkoutlogin1 = /** @type {(inputs: Checkoutlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen`)
};

/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutlogin1 = nl_checkoutlogin1;
export { checkoutlogin1 as "checkoutLogin" }