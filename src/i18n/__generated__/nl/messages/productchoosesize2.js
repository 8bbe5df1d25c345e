/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productchoosesize2Inputs */

const nl_productchoosesize2 = /** @type {(inputs: Productchoosesize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies je maat`)
};

/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productchoosesize2 = nl_productchoosesize2;
export { productchoosesize2 as "productChooseSize" }