/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productoutof5stars3Inputs */

const sv_productoutof5stars3 = /** @type {(inputs: Productoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`av 5 stjärnor`)
};

/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productoutof5stars3 = sv_productoutof5stars3;
export { productoutof5stars3 as "productOutOf5Stars" }