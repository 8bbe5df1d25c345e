/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productchoosesize2Inputs */

const cs_productchoosesize2 = /** @type {(inputs: Productchoosesize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte velikost`)
};

/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productchoosesize2 = cs_productchoosesize2;
export { productchoosesize2 as "productChooseSize" }