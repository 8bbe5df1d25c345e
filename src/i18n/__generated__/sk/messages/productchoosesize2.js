/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productchoosesize2Inputs */

const sk_productchoosesize2 = /** @type {(inputs: Productchoosesize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte veľkosť`)
};

/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productchoosesize2 = sk_productchoosesize2;
export { productchoosesize2 as "productChooseSize" }