/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloggedout2Inputs */

const fr_customerloggedout2 = /** @type {(inputs: Customerloggedout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déconnecté(e).`)
};

/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerloggedout2 = fr_customerloggedout2;
export { customerloggedout2 as "customerLoggedOut" }