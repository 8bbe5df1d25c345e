/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productoutof5stars3Inputs */

const fr_productoutof5stars3 = /** @type {(inputs: Productoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur 5 étoiles`)
};

/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productoutof5stars3 = fr_productoutof5stars3;
export { productoutof5stars3 as "productOutOf5Stars" }