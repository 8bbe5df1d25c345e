/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productchoosesize2Inputs */

const de_ch2_productchoosesize2 = /** @type {(inputs: Productchoosesize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grösse wählen`)
};

/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productchoosesize2 = de_ch2_productchoosesize2;
export { productchoosesize2 as "productChooseSize" }