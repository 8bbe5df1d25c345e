/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsize1Inputs */

const fr_productsize1 = /** @type {(inputs: Productsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille`)
};

/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsize1 = fr_productsize1;
export { productsize1 as "productSize" }