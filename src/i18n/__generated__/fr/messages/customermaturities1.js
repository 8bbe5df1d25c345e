/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturities1Inputs */

const fr_customermaturities1 = /** @type {(inputs: Customermaturities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements en attente`)
};

/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermaturities1 = fr_customermaturities1;
export { customermaturities1 as "customerMaturities" }