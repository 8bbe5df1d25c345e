/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerlogout1Inputs */

const sv_customerlogout1 = /** @type {(inputs: Customerlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga ut`)
};

/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerlogout1 = sv_customerlogout1;
export { customerlogout1 as "customerLogout" }