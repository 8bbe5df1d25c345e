/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const nl_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor dit artikel is er geen maattabel.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = nl_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }