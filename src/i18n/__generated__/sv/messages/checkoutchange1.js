/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchange1Inputs */

const sv_checkoutchange1 = /** @type {(inputs: Checkoutchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra`)
};

/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutchange1 = sv_checkoutchange1;
export { checkoutchange1 as "checkoutChange" }