/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productloading1Inputs */

const fr_productloading1 = /** @type {(inputs: Productloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement …`)
};

/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productloading1 = fr_productloading1;
export { productloading1 as "productLoading" }