/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productloading1Inputs */

const nl_productloading1 = /** @type {(inputs: Productloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wordt geladen …`)
};

/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productloading1 = nl_productloading1;
export { productloading1 as "productLoading" }