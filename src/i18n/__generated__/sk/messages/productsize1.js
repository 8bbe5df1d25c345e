/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsize1Inputs */

const sk_productsize1 = /** @type {(inputs: Productsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veľkosť`)
};

/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsize1 = sk_productsize1;
export { productsize1 as "productSize" }