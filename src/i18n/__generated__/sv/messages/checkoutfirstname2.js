/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfirstname2Inputs */

const sv_checkoutfirstname2 = /** @type {(inputs: Checkoutfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förnamn`)
};

/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutfirstname2 = sv_checkoutfirstname2;
export { checkoutfirstname2 as "checkoutFirstName" }