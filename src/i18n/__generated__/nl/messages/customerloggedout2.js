/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloggedout2Inputs */

const nl_customerloggedout2 = /** @type {(inputs: Customerloggedout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bent uitgelogd.`)
};

/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerloggedout2 = nl_customerloggedout2;
export { customerloggedout2 as "customerLoggedOut" }