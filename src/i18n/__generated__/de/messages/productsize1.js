/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsize1Inputs */

const de_productsize1 = /** @type {(inputs: Productsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe`)
};

/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsize1 = de_productsize1;
export { productsize1 as "productSize" }