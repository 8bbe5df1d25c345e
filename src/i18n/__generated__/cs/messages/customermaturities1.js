/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturities1Inputs */

const cs_customermaturities1 = /** @type {(inputs: Customermaturities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplacené platby`)
};

/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermaturities1 = cs_customermaturities1;
export { customermaturities1 as "customerMaturities" }