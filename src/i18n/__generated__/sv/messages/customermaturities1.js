/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturities1Inputs */

const sv_customermaturities1 = /** @type {(inputs: Customermaturities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obetalda belopp`)
};

/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermaturities1 = sv_customermaturities1;
export { customermaturities1 as "customerMaturities" }