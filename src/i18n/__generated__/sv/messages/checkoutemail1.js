/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemail1Inputs */

const sv_checkoutemail1 = /** @type {(inputs: Checkoutemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-postadress`)
};

/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutemail1 = sv_checkoutemail1;
export { checkoutemail1 as "checkoutEmail" }