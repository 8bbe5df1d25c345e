/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productshare1Inputs */

const cs_productshare1 = /** @type {(inputs: Productshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sdílet`)
};

/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productshare1 = cs_productshare1;
export { productshare1 as "productShare" }