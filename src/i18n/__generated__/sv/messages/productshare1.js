/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productshare1Inputs */

const sv_productshare1 = /** @type {(inputs: Productshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dela`)
};

/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productshare1 = sv_productshare1;
export { productshare1 as "productShare" }