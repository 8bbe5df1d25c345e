/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloggedout2Inputs */

const de_ch2_customerloggedout2 = /** @type {(inputs: Customerloggedout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben sich abgemeldet.`)
};

/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerloggedout2 = de_ch2_customerloggedout2;
export { customerloggedout2 as "customerLoggedOut" }