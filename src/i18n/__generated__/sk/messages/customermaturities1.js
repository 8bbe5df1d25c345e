/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturities1Inputs */

const sk_customermaturities1 = /** @type {(inputs: Customermaturities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplatené platby`)
};

/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermaturities1 = sk_customermaturities1;
export { customermaturities1 as "customerMaturities" }