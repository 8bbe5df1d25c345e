/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloading1Inputs */

const sk_basketloading1 = /** @type {(inputs: Basketloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa …`)
};

/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketloading1 = sk_basketloading1;
export { basketloading1 as "basketLoading" }