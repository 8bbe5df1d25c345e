/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productshare1Inputs */

const de_productshare1 = /** @type {(inputs: Productshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen`)
};

/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productshare1 = de_productshare1;
export { productshare1 as "productShare" }