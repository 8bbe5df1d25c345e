/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productloading1Inputs */

const sv_productloading1 = /** @type {(inputs: Productloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar …`)
};

/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productloading1 = sv_productloading1;
export { productloading1 as "productLoading" }