/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloading1Inputs */

const fr_basketloading1 = /** @type {(inputs: Basketloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement …`)
};

/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketloading1 = fr_basketloading1;
export { basketloading1 as "basketLoading" }