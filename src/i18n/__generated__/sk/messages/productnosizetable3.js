/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const sk_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tomuto tovaru nie je k dispozícii tabuľka veľkostí.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = sk_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }