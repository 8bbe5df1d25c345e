/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productoutof5stars3Inputs */

const de_productoutof5stars3 = /** @type {(inputs: Productoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von 5 Sternen`)
};

/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productoutof5stars3 = de_productoutof5stars3;
export { productoutof5stars3 as "productOutOf5Stars" }