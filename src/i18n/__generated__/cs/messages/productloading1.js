/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productloading1Inputs */

const cs_productloading1 = /** @type {(inputs: Productloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se …`)
};

/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productloading1 = cs_productloading1;
export { productloading1 as "productLoading" }