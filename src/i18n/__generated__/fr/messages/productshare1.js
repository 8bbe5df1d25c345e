/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productshare1Inputs */

const fr_productshare1 = /** @type {(inputs: Productshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productshare1 = fr_productshare1;
export { productshare1 as "productShare" }