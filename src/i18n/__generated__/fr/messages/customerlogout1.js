/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerlogout1Inputs */

const fr_customerlogout1 = /** @type {(inputs: Customerlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerlogout1 = fr_customerlogout1;
export { customerlogout1 as "customerLogout" }