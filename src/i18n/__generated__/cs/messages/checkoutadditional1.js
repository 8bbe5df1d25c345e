/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditional1Inputs */

const cs_checkoutadditional1 = /** @type {(inputs: Checkoutadditional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doplněk adresy`)
};

/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutadditional1 = cs_checkoutadditional1;
export { checkoutadditional1 as "checkoutAdditional" }