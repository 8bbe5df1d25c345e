/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerlogout1Inputs */

const cs_customerlogout1 = /** @type {(inputs: Customerlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásit se`)
};

/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerlogout1 = cs_customerlogout1;
export { customerlogout1 as "customerLogout" }