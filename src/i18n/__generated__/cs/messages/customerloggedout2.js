/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloggedout2Inputs */

const cs_customerloggedout2 = /** @type {(inputs: Customerloggedout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Byli jste odhlášeni.`)
};

/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerloggedout2 = cs_customerloggedout2;
export { customerloggedout2 as "customerLoggedOut" }