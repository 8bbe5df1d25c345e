/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturities1Inputs */

const nl_customermaturities1 = /** @type {(inputs: Customermaturities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande betalingen`)
};

/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customermaturities1 = nl_customermaturities1;
export { customermaturities1 as "customerMaturities" }