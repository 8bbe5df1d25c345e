/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const sv_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storleksguiden laddas …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = sv_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }