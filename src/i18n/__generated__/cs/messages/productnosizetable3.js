/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const cs_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tomuto zboží není k dispozici tabulka velikostí.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = cs_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }