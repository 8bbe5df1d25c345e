/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsize1Inputs */

const cs_productsize1 = /** @type {(inputs: Productsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velikost`)
};

/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsize1 = cs_productsize1;
export { productsize1 as "productSize" }