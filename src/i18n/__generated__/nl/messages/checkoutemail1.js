/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemail1Inputs */

const nl_checkoutemail1 = /** @type {(inputs: Checkoutemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutemail1 = nl_checkoutemail1;
export { checkoutemail1 as "checkoutEmail" }