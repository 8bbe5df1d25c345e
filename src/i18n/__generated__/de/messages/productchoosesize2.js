/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productchoosesize2Inputs */

const de_productchoosesize2 = /** @type {(inputs: Productchoosesize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe wählen`)
};

/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productchoosesize2 = de_productchoosesize2;
export { productchoosesize2 as "productChooseSize" }