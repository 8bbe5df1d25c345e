/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const de_ch2_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diesen Artikel gibt es keine Grössentabelle.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = de_ch2_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }