/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsize1Inputs */

const fr_basketsize1 = /** @type {(inputs: Basketsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille :`)
};

/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketsize1 = fr_basketsize1;
export { basketsize1 as "basketSize" }