/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productoutof5stars3Inputs */

const sk_productoutof5stars3 = /** @type {(inputs: Productoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z 5 hviezdičiek`)
};

/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productoutof5stars3 = sk_productoutof5stars3;
export { productoutof5stars3 as "productOutOf5Stars" }