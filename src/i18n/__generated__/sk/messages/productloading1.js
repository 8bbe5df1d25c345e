/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productloading1Inputs */

const sk_productloading1 = /** @type {(inputs: Productloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa …`)
};

/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productloading1 = sk_productloading1;
export { productloading1 as "productLoading" }