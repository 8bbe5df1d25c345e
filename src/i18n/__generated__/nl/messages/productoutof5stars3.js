/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productoutof5stars3Inputs */

const nl_productoutof5stars3 = /** @type {(inputs: Productoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`van 5 sterren`)
};

/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productoutof5stars3 = nl_productoutof5stars3;
export { productoutof5stars3 as "productOutOf5Stars" }