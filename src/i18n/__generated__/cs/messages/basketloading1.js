/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloading1Inputs */

const cs_basketloading1 = /** @type {(inputs: Basketloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se …`)
};

/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketloading1 = cs_basketloading1;
export { basketloading1 as "basketLoading" }