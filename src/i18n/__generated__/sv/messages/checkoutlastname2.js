/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlastname2Inputs */

const sv_checkoutlastname2 = /** @type {(inputs: Checkoutlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Efternamn`)
};

/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutlastname2 = sv_checkoutlastname2;
export { checkoutlastname2 as "checkoutLastName" }